// What sells the place on the home page: featured spaces (best rated, from the backend's
// home content) and the cities with how many spaces each has, each linking to its search.
// Its own chunk (lazy, below the fold): the home's first load does not grow.
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { formatSar } from '@/domain';

type Summary = components['schemas']['OfficeSummary'];

// The page server's markup came with this answer. Stale at once (react-query's default), it
// was asked for again as the section hydrated, and its arrival re-rendered the whole
// section synchronously (a query's change reaches its readers at once) for the same
// content: a long task after the first paint (issue 28). The home's picks change rarely.
const HOME_FRESH_MS = 5 * 60_000;

function FeaturedCard({ o, host }: { o: Summary; host?: string }) {
  const { t, i18n } = useTranslation('home');
  const offer = o.price_after_offer !== undefined && o.price_after_offer < o.price_from;
  const src = fileUrl(host, o.main_image);
  return (
    <RouterLink to={`/details/${o.id}`} data-testid="featured-office">
      <Box
        borderRadius="l3"
        borderWidth="1px"
        borderColor="border.muted"
        overflow="hidden"
        h="full"
        _hover={{ boxShadow: 'md' }}
      >
        <Box aspectRatio={4 / 3} bg="bg.muted" position="relative">
          {src && <Image src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
          {o.has_offer && (
            // Not Chakra's Badge: its recipe is registered with the lazy routes, after the home
            // (a first use without it would be cached unstyled for the whole session).
            <Box
              position="absolute"
              insetStart="2"
              top="2"
              bg="red.600"
              color="white"
              fontSize="xs"
              fontWeight="medium"
              px="1.5"
              borderRadius="sm"
            >
              {t('featured.offer')}
            </Box>
          )}
        </Box>
        <Box p="3">
          <Text fontWeight="semibold" lineClamp={1} dir="auto">
            {o.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1} dir="auto">
            {[o.city_name, o.neighborhood].filter(Boolean).join(t('featured.placeSeparator'))}
          </Text>
          <Text fontWeight="bold" color="brand.700" mt="1">
            <bdi>{formatSar(offer ? o.price_after_offer! : o.price_from, i18n.language)}</bdi>
          </Text>
        </Box>
      </Box>
    </RouterLink>
  );
}

export default function HomeFeatured() {
  const { t, i18n } = useTranslation('home');
  const home = $api.useQuery(
    'get',
    '/apiBack/v1/public/home',
    {},
    { select: (r) => r.data, staleTime: HOME_FRESH_MS },
  );
  const { query: settings } = useSiteSettings();
  // Nothing to sell yet (loading, or the backend failed): the rest of the home stands alone.
  if (!home.data) return null;
  const ar = i18n.language.startsWith('ar');
  const cities = home.data.cities.filter((c) => c.offices_count > 0);
  return (
    <>
      {home.data.featured_offices.length > 0 && (
        <Container maxW="7xl" py="8" as="section" aria-labelledby="home-featured">
          <HStack justify="space-between" mb="5">
            <Heading id="home-featured" as="h2" size="2xl">
              {t('featured.title')}
            </Heading>
            <RouterLink to="/all_deals">
              <Text color="brand.700" fontWeight="medium">
                {t('featured.all')}
              </Text>
            </RouterLink>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {home.data.featured_offices.slice(0, 8).map((o) => (
              <FeaturedCard key={o.id} o={o} host={settings.data?.file_host} />
            ))}
          </SimpleGrid>
        </Container>
      )}
      {cities.length > 0 && (
        <Container maxW="7xl" py="8" as="section" aria-labelledby="home-cities">
          <Heading id="home-cities" as="h2" size="2xl" mb="5">
            {t('cities.title')}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
            {cities.map((c) => (
              <RouterLink key={c.city.id} to={`/list?city_id=${c.city.id}`} data-testid="home-city">
                <Box
                  p="4"
                  borderRadius="l3"
                  borderWidth="1px"
                  borderColor="border.muted"
                  _hover={{ borderColor: 'brand.400', boxShadow: 'sm' }}
                >
                  <Text fontWeight="semibold">{ar ? c.city.name_ar : c.city.name_en}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('cities.count', { count: c.offices_count })}
                  </Text>
                </Box>
              </RouterLink>
            ))}
          </SimpleGrid>
        </Container>
      )}
    </>
  );
}
