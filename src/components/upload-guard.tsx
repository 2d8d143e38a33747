// The one guard of every upload in the app (spec section 8: "a file upload in progress asks
// the user not to close the window"). An upload calls `useUploadGuard(busy)` (or shows
// `<UploadProgress>`, which does) while its file is being sent:
// - closing or reloading the tab raises the browser's leave prompt (beforeunload);
// - leaving for another page of the app asks first, in the reader's language
//   (`<UploadNavigationGuard>`, mounted once above every route: a router holds one blocker).
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { uploadsInProgress, useUploadGuard, useUploadsInProgress } from './upload-store';

export { uploadsInProgress, useUploadGuard, useUploadsInProgress } from './upload-store';

const loadDialog = () => import('./upload-leave-dialog');
const UploadLeaveDialog = lazy(loadDialog);

/** Holds navigations while an upload runs; lets the held one go once none does. */
function Blocker() {
  const count = useUploadsInProgress();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      uploadsInProgress() > 0 &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state === 'blocked' && count === 0) blocker.proceed();
  }, [blocker, count]);
  useEffect(() => void loadDialog(), []);
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UploadLeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}

/**
 * Mounted once above every route of a data router. The blocker is armed from the first
 * upload on (never during the server render, whose router cannot block).
 */
export function UploadNavigationGuard() {
  const count = useUploadsInProgress();
  const [armed, setArmed] = useState(false);
  // Armed during render from the first upload on (a state update of its own, allowed).
  if (count > 0 && !armed) setArmed(true);
  return armed ? <Blocker /> : null;
}

/**
 * An upload's progress: a bar (the share sent, or moving without one) and "please don't
 * close the window". While it shows, the upload is guarded (`useUploadGuard`).
 */
export function UploadProgress({
  progress,
  label,
  message,
  testId,
}: {
  /** The share of the file sent (0..1), or undefined when the upload cannot tell. */
  progress?: number;
  /** The field's name, for the progress bar. */
  label: string;
  /** Overrides the default "Uploading N% - please don't close the window". */
  message?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  useUploadGuard(true);
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  return (
    <Stack gap="1" w="full" role="status" data-testid={testId}>
      <Box
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Box h="full" w={`${percent ?? 100}%`} bg="brand.600" transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" color="orange.800">
        {message ??
          (percent === undefined ? t('upload.sending') : t('upload.sendingPercent', { percent }))}
      </Text>
    </Stack>
  );
}
