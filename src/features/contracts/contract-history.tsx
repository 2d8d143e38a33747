// Every step of a contract's lifecycle: what it became, when (Saudi time), who took it
// (the lessor, the tenant or the platform) and why, when a reason was given.
import { Box, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { StatusChip } from '@/components/status';
import { formatDateTime } from '@/domain/format';
import { contractStatuses } from './contract-statuses';

type Event = components['schemas']['ContractEvent'];

export function ContractHistory({ events }: { events: Event[] }) {
  const { t } = useTranslation('contracts');
  return (
    <List.Root as="ol" listStyleType="none" ms="0" gap="3" data-testid="contract-history">
      {events.map((e, i) => (
        <List.Item key={i} display="flex" gap="3" alignItems="start" flexWrap="wrap">
          <StatusChip statuses={contractStatuses} value={e.status} ns="contracts" />
          <Box>
            <Text fontSize="sm">
              <bdi>{formatDateTime(e.at)}</bdi> · {t(`history.by.${e.actor}`)}
              {e.actor_name ? (
                <>
                  {' '}
                  · <span dir="auto">{e.actor_name}</span>
                </>
              ) : null}
            </Text>
            {e.reason && (
              <Text fontSize="sm" color="fg.muted">
                {t('history.reason')}: <span dir="auto">{e.reason}</span>
              </Text>
            )}
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
