// The ad as tenants see it (the public details page's parts) belongs to the office-details
// feature; the lessor's screens (the add-office wizard, My offices) show the same ad as a
// preview. Features never import each other, so the app hands that view down through a
// context (./office-ad-context.ts, provided in src/app/providers.tsx) and a lessor screen
// draws it with <OfficeAdSlot>.
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Suspense, useContext } from 'react';
import { OfficeAdContext, type OfficeAdViewProps } from './office-ad-context';

/** The ad (loaded with its code and texts on first use); nothing when no app provides it. */
export function OfficeAdSlot(props: OfficeAdViewProps) {
  const View = useContext(OfficeAdContext);
  if (!View) return null;
  return (
    <Suspense fallback={<Skeleton h="80" borderRadius="l3" data-testid="office-ad-loading" />}>
      <View {...props} />
    </Suspense>
  );
}
