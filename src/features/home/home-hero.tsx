import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './hero-search';

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.700"
      gradientTo="brand.500"
      color="white"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl">
        <VStack gap="5" align="center" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.3">
            {t('hero.title')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.50" maxW="2xl">
            {t('hero.subtitle')}
          </Text>
          <HeroSearch />
        </VStack>
      </Container>
    </Box>
  );
}
