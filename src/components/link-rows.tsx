// A dashboard card's short list of records, each row one link: its code (left-to-right) and
// date on one side, its amount and status on the other (latest transfers, latest invoices).
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkRow {
  key: string | number;
  to: string;
  /** A number or code, shown left-to-right. */
  code: string;
  /** Under the code (a formatted date). */
  meta: ReactNode;
  /** The other side (the amount, a status chip). */
  end: ReactNode;
}

export function LinkRows({ rows, testId }: { rows: LinkRow[]; testId: string }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid={testId}>
      {rows.map((row) => (
        <Box as="li" key={row.key}>
          <HStack
            asChild
            justify="space-between"
            gap="3"
            p="2"
            borderRadius="l2"
            _hover={{ bg: 'brand.50' }}
          >
            <RouterLink to={row.to}>
              <Stack gap="0" minW="0">
                <Text fontWeight="bold" dir="ltr" textAlign="start">
                  {row.code}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {row.meta}
                </Text>
              </Stack>
              <HStack gap="3">{row.end}</HStack>
            </RouterLink>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
