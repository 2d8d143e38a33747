// Status icons of the payment-done page (inline SVG, like src/components/status-icon.tsx,
// which has no "done" or "waiting" glyph).
import { Box } from '@chakra-ui/react';

const PATHS = {
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
} as const;

export function DoneIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <Box
      color={name === 'check' ? 'brand.700' : 'orange.700'}
      bg={name === 'check' ? 'brand.50' : 'orange.50'}
      borderRadius="full"
      p="4"
      aria-hidden
    >
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </Box>
  );
}
