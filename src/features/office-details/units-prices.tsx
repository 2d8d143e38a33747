// Units of the office with their active prices per period; an active offer shows the
// original price struck through (src/domain: optionDisplayPrice, first active offer).
import { Badge, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  formatDecimal,
  formatSar,
  optionDisplayPrice,
  PERIOD_TYPES,
  periodFromTypeResId,
} from '@/domain';
import { SectionTitle } from './details-states';
import type { Unit } from './use-office';

/** Active price options, shortest period first (hourly, daily, weekly, monthly, yearly). */
export function activePrices(unit: Unit) {
  const rank = (id: number) => PERIOD_TYPES.indexOf(periodFromTypeResId(id) ?? 'yearly');
  return unit.prices
    .filter((p) => p.active !== false)
    .sort((a, b) => rank(a.type_res_id) - rank(b.type_res_id));
}

export function UnitsPrices({ units }: { units: Unit[] }) {
  const { t, i18n } = useTranslation('office-details');
  if (!units.length) return null;
  return (
    <Box as="section" data-testid="units-prices">
      <SectionTitle>{t('units.title')}</SectionTitle>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {units.map((u) => (
          <Card.Root key={u.id} variant="outline" data-testid="unit-card">
            <Card.Body p="4" gap="2">
              <HStack justify="space-between" align="start">
                <Text as="h3" fontWeight="bold" dir="auto">
                  {u.name}
                </Text>
                <Badge variant="outline">
                  <bdi>{u.code}</bdi>
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <bdi>{formatDecimal(u.area ?? 0, 0)}</bdi> {t('units.sqm')}
                {u.capacity ? (
                  <>
                    {' · '}
                    {t('units.capacity', { count: u.capacity })}
                  </>
                ) : null}
                {u.furnished ? ` · ${t(`furnished.${u.furnished}`)}` : ''}
              </Text>
              <Stack as="ul" gap="1" mt="1" listStyleType="none">
                {activePrices(u).map((p) => {
                  const d = optionDisplayPrice(p);
                  return (
                    <HStack as="li" key={p.type_res_id} justify="space-between" fontSize="sm">
                      <Text>{t(`periodName.${p.type_res_id}`)}</Text>
                      <Text>
                        {d.offer && (
                          <Text as="del" color="fg.muted" me="2">
                            <bdi>{formatSar(d.price, i18n.language)}</bdi>
                          </Text>
                        )}
                        <Text as="span" fontWeight="bold" color={d.offer ? 'red.700' : 'brand.700'}>
                          <bdi>{formatSar(d.priceAfterOffer, i18n.language)}</bdi>
                        </Text>
                        <Text as="span" color="fg.muted">
                          {' '}
                          / {t(`period.${p.type_res_id}`)}
                        </Text>
                      </Text>
                    </HStack>
                  );
                })}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
