// Large line icons for status pages (inline SVG: emoji glyphs are missing on many
// systems and headless browsers, and render as empty boxes).
import { Box } from '@chakra-ui/react/box';

const PATHS = {
  tools:
    'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2',
  warning: 'M12 3 2 21h20L12 3zM12 10v5M12 18v.01',
} as const;

export function StatusIcon({
  name,
  color = 'brand.600',
}: {
  name: keyof typeof PATHS;
  color?: string;
}) {
  return (
    <Box color={color} bg="brand.50" borderRadius="full" p="4" aria-hidden>
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </Box>
  );
}
