// /business: the landing page for lessors — how hosting works, from adding a unit to
// receiving the dues (spec section 2, "Business landing and about pages").
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Ltr } from '@/components/ltr';

const STEPS = ['unitData', 'priceTerms', 'requests', 'contracts', 'dues'] as const;

export function BusinessPage() {
  const { t } = useTranslation('static-pages');
  return (
    <>
      <Box bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="5xl">
          <VStack gap="4" textAlign="center">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              {t('business.title')}
            </Heading>
            <Text color="brand.100" fontSize="lg" maxW="2xl">
              {t('business.subtitle')}
            </Text>
            <Button asChild bg="white" color="brand.800" size="lg" _hover={{ bg: 'brand.50' }}>
              <RouterLink to="/addoffice">{t('business.cta')}</RouterLink>
            </Button>
          </VStack>
        </Container>
      </Box>
      <Container
        maxW="5xl"
        py={{ base: '10', md: '14' }}
        as="section"
        aria-labelledby="business-steps"
      >
        <Heading id="business-steps" as="h2" size="2xl" mb="6">
          {t('business.howTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {STEPS.map((step, i) => (
            <Box key={step} borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="5">
              <Box
                boxSize="10"
                borderRadius="full"
                bg="brand.600"
                color="white"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontWeight="bold"
                mb="3"
              >
                <Ltr>{i + 1}</Ltr>
              </Box>
              <Heading as="h3" size="md" mb="1">
                {t(`business.steps.${step}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`business.steps.${step}.body`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
