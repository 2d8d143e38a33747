// Similar ads under the details: a compact row of cards linking to their details.
import { Box, Card, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fileUrl } from '@/api/site-settings';
import { formatSar } from '@/domain';
import { SectionTitle } from './details-states';
import { useSimilar } from './use-office';

export const SimilarOffices = memo(function SimilarOffices({
  id,
  host,
}: {
  id: number;
  /** The site's file host (site settings `file_host`). */
  host: string | undefined;
}) {
  const { t, i18n } = useTranslation('office-details');
  const similar = useSimilar(id).data ?? [];
  if (!similar.length) return null;
  return (
    <Box as="section" mt="10" data-testid="similar-offices">
      <SectionTitle>{t('similar')}</SectionTitle>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {similar.slice(0, 4).map((s) => {
          const price = s.price_after_offer ?? s.price_from;
          return (
            <li key={s.id}>
              <Card.Root overflow="hidden" position="relative" h="full">
                <Image
                  src={fileUrl(host, s.main_image)}
                  alt=""
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  loading="lazy"
                />
                <Card.Body p="3" gap="1">
                  <Text fontWeight="bold" fontSize="sm" lineClamp={2} dir="auto">
                    <RouterLink to={`/details/${s.id}`} style={{ position: 'static' }}>
                      <Box as="span" position="absolute" inset="0" aria-hidden />
                      {s.title}
                    </RouterLink>
                  </Text>
                  <Text fontSize="xs" color="fg.muted" dir="auto">
                    {[s.city_name, s.neighborhood].filter(Boolean).join(t('common:listSeparator'))}
                  </Text>
                  <Text fontSize="sm" color="brand.700" fontWeight="bold">
                    <bdi>{formatSar(price, i18n.language)}</bdi> / {t(`period.${s.price_type}`)}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          );
        })}
      </SimpleGrid>
    </Box>
  );
});
