// The lessor pitch with the marketing claims of spec section 1 (500,000 tenants, 73 %).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Ltr } from '@/components/ltr';

const CLAIMS = [
  { id: 'reach', figure: '+500,000' },
  { id: 'description', figure: '73%' },
] as const;

export function HomeClaims() {
  const { t } = useTranslation('home');
  return (
    <Box bg="brand.50" py={{ base: '10', md: '14' }} as="section" aria-labelledby="home-claims">
      <Container maxW="7xl">
        <Stack direction={{ base: 'column', md: 'row' }} gap="8" align={{ md: 'center' }}>
          <Box flex="1">
            <Heading id="home-claims" as="h2" size="2xl" mb="3">
              {t('claims.title')}
            </Heading>
            <Text color="fg.muted" mb="5">
              {t('claims.body')}
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/addoffice">{t('claims.cta')}</RouterLink>
            </Button>
          </Box>
          <SimpleGrid flex="1" columns={{ base: 1, sm: 2 }} gap="4">
            {CLAIMS.map((c) => (
              <Box key={c.id} bg="white" borderRadius="l3" p="6" boxShadow="sm">
                <Text fontSize="4xl" fontWeight="bold" color="brand.700">
                  <Ltr>{c.figure}</Ltr>
                </Text>
                <Text mt="1">{t(`claims.${c.id}`)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
