// Under the financial terms: the term in words, the annual rent and the payment schedule
// the answers give, live, from the same domain functions the backend uses to save it.
import { useMemo } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { annualRent, formatTerm, paymentSchedule, type PaymentCycle } from '@/domain/contract';
import { formatHalalas } from '@/domain/format';
import { fromHalalas, toHalalas } from '@/domain/money';
import { DataTable } from '@/engines/table';
import { isCalendarDate } from '@schemas/lib/calendar-date';
import { previewData } from './form-values';
import { makeSchedulePreviewTable } from './schedule-table';

export function SchedulePanel() {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const [start, end, total, cycle] = useWatch({
    name: ['start_date', 'end_date', 'total_value', 'payment_cycle'],
  }) as [string, string, unknown, PaymentCycle];
  const table = useMemo(() => makeSchedulePreviewTable(lang), [lang]);
  const sar = previewData({ total_value: total }).total_value;
  const ready =
    isCalendarDate(start ?? '') &&
    isCalendarDate(end ?? '') &&
    end >= start &&
    sar !== undefined &&
    cycle;
  if (!ready)
    return (
      <Text mt="6" color="fg.muted" data-testid="schedule-preview">
        {t('schedule.waiting')}
      </Text>
    );
  const halalas = toHalalas(sar);
  const rows = paymentSchedule({ start, end, cycle, total: halalas }).map((it) => ({
    index: it.index,
    due_date: it.due_date,
    amount: fromHalalas(it.amount),
  }));
  return (
    <Stack gap="3" mt="6" data-testid="schedule-preview">
      <Heading as="h3" size="sm">
        {t('schedule.title')}
      </Heading>
      <HStack gap="6" wrap="wrap">
        <Text>
          {t('schedule.term')}: <strong>{formatTerm(start, end, lang)}</strong>
        </Text>
        <Text>
          {t('schedule.annualRent')}:{' '}
          <strong>
            <bdi>{formatHalalas(annualRent(halalas, start, end), lang)}</bdi>
          </strong>
        </Text>
        <Text>{t('schedule.count', { count: rows.length })}</Text>
      </HStack>
      <Box>
        <DataTable def={table} rows={rows} />
      </Box>
    </Stack>
  );
}
