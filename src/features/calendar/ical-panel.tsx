// iCal both ways for one unit: the private feed link (copy it into Google Calendar or
// Outlook, or reset it when it leaked), and the import of another calendar's .ics file
// whose events become blocks (the result says what was added, updated or skipped, and why).
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { errorMessageKey, serverFieldErrors } from '@/api/result';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilePickButton } from '@/components/file-pick-button';
import { FormField } from '@/components/form-field';
import { toaster } from '@/lib/toaster';
import { useIcalImport, useIcalReset } from './use-calendar';

type ImportResult = components['schemas']['IcalImportResult'];

export function IcalPanel({ unitId }: { unitId: number }) {
  const { t } = useTranslation(['calendar', 'validation', 'errors']);
  const feed = $api.useQuery('get', '/apiBack/v1/user/calendar/{unitId}/ical', {
    params: { path: { unitId } },
  });
  const reset = useIcalReset();
  const upload = useIcalImport();
  const [confirm, setConfirm] = useState(false);
  const [result, setResult] = useState<ImportResult>();
  const [problem, setProblem] = useState<string>();
  const url = feed.data?.data.url ?? '';

  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toaster.create({ type: 'success', title: t('ical.copied') });
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    setResult(undefined);
    try {
      const r = await upload.mutateAsync({
        params: { path: { unitId } },
        body: { ics: await file.text() },
      });
      setResult(r.data);
    } catch (error) {
      const field = serverFieldErrors(error)?.ics;
      setProblem(t(field ?? errorMessageKey(error)));
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="ical-title"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      data-testid="ical-panel"
    >
      <Heading as="h2" size="md" id="ical-title" mb="1">
        {t('ical.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('ical.intro')}
      </Text>
      <Stack gap="5">
        <FormField label={t('ical.feed')} helper={t('ical.feedHint')}>
          <HStack w="full" gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <Input
              readOnly
              value={url}
              dir="ltr"
              fontSize="sm"
              data-testid="ical-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              onClick={() => void copy()}
              disabled={!url}
              colorPalette="brand"
              variant="outline"
              data-testid="ical-copy"
            >
              {t('ical.copy')}
            </Button>
            <Button
              onClick={() => setConfirm(true)}
              disabled={!url}
              variant="ghost"
              colorPalette="red"
              data-testid="ical-reset"
            >
              {t('ical.reset')}
            </Button>
          </HStack>
        </FormField>
        <FormField label={t('ical.import')} helper={t('ical.importHint')} error={problem}>
          <FilePickButton
            label={t('ical.import')}
            accept=".ics,text/calendar"
            inputTestId="ical-file"
            testId="ical-pick"
            onFiles={([file]) => void importFile(file)}
          />
        </FormField>
        {result && (
          <Box role="status" bg="brand.50" p="3" borderRadius="md" data-testid="ical-result">
            <Text fontWeight="bold">
              {t('ical.created', { count: result.created })} ·{' '}
              {t('ical.updated', { count: result.updated })}
            </Text>
            {result.skipped.length > 0 && (
              <Stack as="ul" mt="2" ps="4" gap="1" fontSize="sm">
                {result.skipped.map((s, i) => (
                  <li key={`${s.uid ?? ''}${i}`}>
                    <Text as="span" dir="auto">
                      {s.summary ?? s.uid ?? '—'}
                    </Text>
                    {`: ${t(`ical.causes.${s.cause}`)}`}
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm}
        title={t('ical.resetTitle')}
        body={t('ical.resetBody')}
        confirm={t('ical.reset')}
        cancel={t('actions.cancel')}
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate({ params: { path: { unitId } } }, { onSettled: () => setConfirm(false) })
        }
        onCancel={() => setConfirm(false)}
      />
    </Box>
  );
}
