// Booking conditions the lessor set on the unit (deposit, refundable insurance, services,
// the booking terms of its settings) and its cancellation policy with the refund schedule
// the tenant's cancel uses (src/domain/booking/cancellation.ts).
import { List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { CancellationSchedule } from '@/components/booking-policy';
import { Amount } from './amount';
import { Section } from './section';

type Unit = components['schemas']['Unit'];

export function BookingConditions({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('booking');
  const en = i18n.language.startsWith('en');
  const services = unit.services ?? [];
  const rules = unit.booking_rules;
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
        {rules?.booking_terms && (
          <Text mt="4" dir="auto" whiteSpace="pre-line" data-testid="booking-terms">
            {rules.booking_terms}
          </Text>
        )}
      </Section>
      <Section title={t('policy.title')} testId="booking-policy">
        <Stack gap="2">
          {rules && <CancellationSchedule policy={rules.cancellation_policy} />}
          <Text>{t('policy.beforeArrival')}</Text>
          <Text data-testid="policy-stc-pay">{t('policy.stcPay')}</Text>
          <Text>{t('policy.deposit')}</Text>
          <Text>{t('policy.insurance')}</Text>
        </Stack>
      </Section>
    </Stack>
  );
}
