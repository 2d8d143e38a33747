import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES } from './categories';
import { CATEGORY_ICONS } from './category-icons';

export function HomeCategories() {
  const { t } = useTranslation('home');
  return (
    <Container
      maxW="7xl"
      py={{ base: '10', md: '14' }}
      as="section"
      aria-labelledby="home-categories"
    >
      <Heading id="home-categories" as="h2" size="2xl" mb="6">
        {t('categories.title')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '5' }}>
        {CATEGORIES.map((c) => (
          <RouterLink key={c.id} to={`/list?category=${c.value}`} data-testid={`category-${c.id}`}>
            <Box
              h="full"
              p={{ base: '4', md: '6' }}
              borderRadius="l3"
              borderWidth="1px"
              borderColor="border.muted"
              bg="bg"
              transition="all 0.15s"
              _hover={{ borderColor: 'brand.400', boxShadow: 'md' }}
            >
              <Box
                color="brand.600"
                bg="brand.50"
                borderRadius="full"
                boxSize="14"
                display="flex"
                alignItems="center"
                justifyContent="center"
                mb="3"
              >
                {CATEGORY_ICONS[c.id]}
              </Box>
              <Heading as="h3" size="md" mb="1">
                {t(`categories.${c.id}.title`)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`categories.${c.id}.body`)}
              </Text>
            </Box>
          </RouterLink>
        ))}
      </SimpleGrid>
    </Container>
  );
}
