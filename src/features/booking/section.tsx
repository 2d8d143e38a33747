// A titled, bordered block of the payment page.
import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      as="section"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
      data-testid={testId}
    >
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
