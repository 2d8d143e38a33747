// /dashboard/transactions's frame: the heading, then the balance the ledger holds above
// every transfer (the list itself is transfers-table.ts, declared with listRoute).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { BalanceCard } from './balance-card';

export function TransfersFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {title}
      </Heading>
      <BalanceCard />
      {children}
    </Box>
  );
}
