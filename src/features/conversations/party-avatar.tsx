// The other party's initials in a circle (no image recipe needed; logos are optional).
import { Box } from '@chakra-ui/react/box';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

export function PartyAvatar({ name, size = '10' }: { name: string; size?: string }) {
  return (
    <Box
      aria-hidden
      flexShrink={0}
      boxSize={size}
      borderRadius="full"
      bg="brand.100"
      color="brand.800"
      fontWeight="bold"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="sm"
    >
      {initials(name)}
    </Box>
  );
}
