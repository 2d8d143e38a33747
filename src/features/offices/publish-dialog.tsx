// Publishing an office from My offices: its checklist (the backend's, from the shared
// domain rule), each unmet item linking to where it is fixed, the responsibility notice of
// spec section 4, and Publish only once every item passes.
import { Box, Button, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { AppDialog } from '@/components/app-dialog';
import { DialogActions } from '@/components/dialog-actions';

type Office = components['schemas']['Office'];
type CheckKey = components['schemas']['PublishCheck']['key'];

/** Where each item is fixed. */
const FIX: Record<CheckKey, (id: number) => string> = {
  details: (id) => `/addoffice/${id}`,
  description: (id) => `/addoffice/${id}`,
  images: (id) => `/addoffice/${id}`,
  units: (id) => `/addunit/${id}`,
  prices: () => '/dashboard/prices/main',
};

export function PublishDialog({
  office,
  busy,
  onPublish,
  onClose,
}: {
  office?: Office;
  busy: boolean;
  onPublish: (o: Office) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('offices');
  const checks = office?.checklist ?? [];
  const ready = checks.length > 0 && checks.every((c) => c.ok);
  return (
    <AppDialog
      open={Boolean(office)}
      onClose={onClose}
      title={t('publish.title')}
      testId="publish-dialog"
      footer={
        <DialogActions
          cancel={t('checklist.close')}
          onCancel={onClose}
          confirm={t('publish.confirm')}
          onConfirm={() => office && onPublish(office)}
          busy={busy}
          disabled={!ready}
        />
      }
    >
      <Text fontWeight="bold" mb="2">
        {office?.name}
      </Text>
      <Text mb="3">{t(ready ? 'checklist.ready' : 'checklist.intro')}</Text>
      <List.Root gap="2" listStyleType="none" ms="0" data-testid="publish-checklist">
        {checks.map((c) => (
          <List.Item key={c.key} display="flex" gap="2" alignItems="baseline" data-ok={c.ok}>
            <Box as="span" aria-hidden color={c.ok ? 'green.700' : 'red.700'} fontWeight="bold">
              {c.ok ? '✓' : '✗'}
            </Box>
            <Box flex="1">
              <Text as="span">{t(`checklist.items.${c.key}`)}</Text>
              <Text as="span" srOnly>
                {' '}
                {t(c.ok ? 'checklist.done' : 'checklist.missing')}
              </Text>
              {!c.ok && office && (
                <Button asChild size="xs" variant="outline" ms="2">
                  <Link to={FIX[c.key](office.id)}>{t(`checklist.fix.${c.key}`)}</Link>
                </Button>
              )}
            </Box>
          </List.Item>
        ))}
      </List.Root>
      {ready && <Text mt="4">{t('publish.body')}</Text>}
    </AppDialog>
  );
}
