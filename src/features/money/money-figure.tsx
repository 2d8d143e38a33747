// One amount with its label (the balance card, the dashboard widget). A negative amount
// is shown as it is, in red: a refund larger than what was held is owed, not hidden.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { formatSar } from '@/domain';

export function MoneyFigure({
  label,
  value,
  lang,
  testId,
}: {
  label: string;
  value: number | undefined;
  lang: string;
  testId?: string;
}) {
  return (
    <Box minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize="xl"
        fontWeight="bold"
        color={value !== undefined && value < 0 ? 'red.700' : 'brand.800'}
        data-testid={testId}
        whiteSpace="nowrap"
      >
        <bdi>{value === undefined ? '—' : formatSar(value, lang)}</bdi>
      </Text>
    </Box>
  );
}
