// Booking conditions the lessor set on the unit (deposit, refundable insurance, services)
// and the cancellation and returns policy. The public contract carries no free-text terms
// of the unit (those live in the lessor-only unit settings), so the policy is the
// platform's, written with the unit's figures.
import { List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { Amount } from './amount';
import { Section } from './section';

type Unit = components['schemas']['Unit'];

export function BookingConditions({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('booking');
  const en = i18n.language.startsWith('en');
  const services = unit.services ?? [];
  return (
    <Stack gap="4">
      <Section title={t('conditions.title')} testId="booking-conditions">
        <List.Root gap="2" ps="5">
          {unit.deposit_percent != null && (
            <List.Item>
              {t('conditions.deposit')} <bdi>{unit.deposit_percent}%</bdi>
            </List.Item>
          )}
          {unit.refundable_insurance != null && unit.refundable_insurance > 0 && (
            <List.Item>
              {t('conditions.insurance')} <Amount value={unit.refundable_insurance} />
            </List.Item>
          )}
          {unit.capacity != null && (
            <List.Item>
              {t('conditions.capacity')} <bdi>{unit.capacity}</bdi>
            </List.Item>
          )}
          {services.map((s) => (
            <List.Item key={s.id ?? s.name_en}>
              {t(s.mandatory ? 'conditions.mandatoryService' : 'conditions.optionalService')}{' '}
              <span dir="auto">{en ? s.name_en : s.name_ar}</span> — <Amount value={s.price} /> (
              {t(`serviceTypes.${s.type}`)})
            </List.Item>
          ))}
        </List.Root>
      </Section>
      <Section title={t('policy.title')} testId="booking-policy">
        <Stack gap="2">
          <Text>{t('policy.beforeArrival')}</Text>
          <Text>{t('policy.deposit')}</Text>
          <Text>{t('policy.insurance')}</Text>
        </Stack>
      </Section>
    </Stack>
  );
}
