// The one frame every dashboard home widget is drawn in: a heading, a "view all" link to
// the page the widget summarises, and the widget's body, loaded lazily with its namespaces.
// A widget that fails shows the retry fallback inside its own frame; the others stay.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import type { DashboardWidget } from '@/lib/dashboard-widgets';
import { ErrorBoundary } from './error-boundary';

function WidgetSkeleton() {
  return (
    <Stack gap="2" aria-hidden>
      <Skeleton h="5" />
      <Skeleton h="5" />
      <Skeleton h="5" />
    </Stack>
  );
}

export function WidgetFrame({ widget }: { widget: DashboardWidget }) {
  // The title may live in the widget's own namespace ('transfers:widgets.sales'): the frame
  // waits for it (without suspending the whole home page) instead of showing the key.
  const { t, ready } = useTranslation(['dashboard', ...(widget.ns ?? [])], {
    useSuspense: false,
  });
  const Body = useMemo(
    () =>
      lazy(async () => {
        const [Component] = await Promise.all([
          widget.load(),
          widget.ns?.length ? i18n.loadNamespaces(widget.ns) : undefined,
        ]);
        return { default: Component };
      }),
    [widget],
  );
  const headingId = `widget-${widget.id}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      gridColumn={widget.wide ? { lg: 'span 2' } : undefined}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      p="4"
      bg="bg"
      data-testid={headingId}
    >
      <Flex align="baseline" justify="space-between" gap="3" mb="3">
        <Heading as="h2" size="md" id={headingId}>
          {ready ? t(widget.title) : <Skeleton as="span" display="inline-block" h="5" w="32" />}
        </Heading>
        {widget.to && (
          <Box asChild color="brand.700" fontWeight="bold" fontSize="sm" whiteSpace="nowrap">
            <RouterLink to={widget.to}>{t('widgets.viewAll')}</RouterLink>
          </Box>
        )}
      </Flex>
      <ErrorBoundary>
        <Suspense fallback={<WidgetSkeleton />}>
          <Body />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
