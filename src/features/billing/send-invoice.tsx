// "Send" on an invoice: the backend sends it to the tenant by e-mail, WhatsApp or text
// message (with a link to their invoice) and records it; the invoice then says when and
// how it was sent.
import { useState } from 'react';
import { Box, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { messageChannelValues, type components } from '@/api/generated/apiback';
import { errorMessageKey } from '@/api/result';
import { formatDate } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { AppDialog } from '@/components/app-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { useSendInvoice } from './use-send-invoice';

type Invoice = components['schemas']['ElectronicInvoice'];
type Channel = components['schemas']['MessageChannel'];

export function SendInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice?: Invoice;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const send = useSendInvoice();
  const done = () => {
    toaster.create({ type: 'success', title: t('send.done') });
    onClose();
  };
  return (
    <AppDialog
      open={Boolean(invoice)}
      onClose={onClose}
      onExitComplete={() => send.reset()}
      title={t('send.title')}
      testId="send-invoice-dialog"
      footer={
        <DialogActions
          cancel={t('send.cancel')}
          onCancel={onClose}
          confirm={t('send.confirm')}
          onConfirm={() =>
            invoice &&
            send.mutate(
              { params: { path: { id: invoice.id } }, body: { channel } },
              { onSuccess: done },
            )
          }
          busy={send.isPending}
        />
      }
    >
      <Text mb="4">{t('send.body', { name: invoice?.buyer_name ?? '' })}</Text>
      <RadioGroup.Root
        value={channel}
        onValueChange={(e) => e.value && setChannel(e.value as Channel)}
        colorPalette="brand"
        aria-label={t('send.channel')}
      >
        <Stack gap="3">
          {messageChannelValues.map((c) => (
            <RadioGroup.Item key={c} value={c}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`send.channels.${c}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {send.error && (
        <Text role="alert" color="red.700" mt="3">
          {t(errorMessageKey(send.error))}
        </Text>
      )}
    </AppDialog>
  );
}

/** When and how the invoice was sent (nothing before the first sending). */
export function InvoiceDeliveries({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const list = invoice.deliveries ?? [];
  if (!list.length) return null;
  return (
    <Box mt="4" data-testid="invoice-deliveries" data-no-print>
      <Text fontWeight="bold" mb="1">
        {t('send.history')}
      </Text>
      <List.Root ms="5">
        {list.map((d) => (
          <List.Item key={`${d.sent_at}-${d.channel}`}>
            {t('send.sentLine', { channel: t(`send.channels.${d.channel}`) })}{' '}
            <bdi dir="ltr">{d.to}</bdi> ·{' '}
            <bdi dir="ltr">{formatDate(d.sent_at, undefined, true)}</bdi>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
