// A wait on something outside the page (the tenant confirming in the Nafath app, the payment
// gateway settling), which polling ends: a spinner beside the words saying what is awaited.
// A query's own loading is not this: it goes through QueryState.
//
// The words are the status (role=status, announced when they change) and the spinner only
// decorates them, so a reader hears the wait once, in the page's language.
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack, type StackProps } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export function WaitIndicator({
  label,
  page = false,
  ...layout
}: {
  /** What is awaited, translated (shown and announced). */
  label: string;
  /** The wait is the whole page's state: a larger spinner above the label as its h1. */
  page?: boolean;
} & Omit<StackProps, 'children' | 'role'>) {
  return (
    <Stack
      role="status"
      direction={page ? 'column' : 'row'}
      align="center"
      gap={page ? '4' : '2'}
      {...layout}
    >
      <Spinner aria-hidden size={page ? 'lg' : 'sm'} color={page ? undefined : 'brand.600'} />
      {page ? (
        // Every state of a page has its h1 (WCAG 2.4.6; axe page-has-heading-one).
        <Heading as="h1" size="lg" fontWeight="medium">
          {label}
        </Heading>
      ) : (
        <Text fontWeight="bold">{label}</Text>
      )}
    </Stack>
  );
}
