import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Deferred } from '@/components/deferred';
import { LoadingOverlay } from '@/components/loading-overlay';
import { AccessGate } from '../guards/access-gate';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <TopNav />
      {/* At least a screen tall: the footer starts below the fold, so neither its deferred
          arrival nor the page's data arriving above it moves anything in view (CLS). */}
      <Box as="main" flex="1" id="main" minH="100dvh">
        <Suspense fallback={<LoadingOverlay />}>
          <AccessGate>
            <Outlet />
          </AccessGate>
        </Suspense>
      </Box>
      {/* Below the fold (and pushed down by the page): after the first paint. */}
      <Deferred>
        <SiteFooter />
      </Deferred>
    </Flex>
  );
}
