// Writing a message: text (Enter sends, Shift+Enter breaks the line), an optional photo,
// checked by the chat message rule. What is typed survives a reload and a failed send.
// While contact details are hidden, a number or an address being typed gets a notice
// before it is sent (the backend masks it; the user should not be surprised).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { hasContactDetails } from '@/domain/messaging/mask-contacts';
import { FormError, useZodForm } from '@/engines/form';
import { chatMessageSchema } from '@schemas/messaging';
import { type Side } from '@/api/two-sided';
import { messageInit, useSendMessage, type ChatMessage } from './conversation-api';
import { FilePickButton } from '@/components/file-pick-button';
import { FormField } from '@/components/form-field';
import { UploadProgress } from '@/components/upload-guard';

export function Composer(props: {
  side: Side;
  id: number;
  contactsVisible: boolean;
  onSent: (m: ChatMessage) => void;
}) {
  const { t } = useTranslation('conversations');
  const form = useZodForm(chatMessageSchema, {
    defaultValues: { text: '' },
    draft: `chat-${props.side}-${props.id}`,
  });
  const send = useSendMessage(props.side);
  const text = form.watch('text') ?? '';
  const image = form.watch('image');
  const warn = !props.contactsVisible && hasContactDetails(String(text));

  const submit = form.submit(async (body) => {
    const sent = (await send.mutateAsync(messageInit(props.id, body))).data;
    form.reset({ text: '', image: undefined });
    props.onSent(sent);
  });
  const error = form.fieldError('text') ?? form.fieldError('image');

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate data-testid="composer">
      <FormField label={t('composer.label')} srOnlyLabel error={error} errorTestId="composer-error">
        <Textarea
          {...form.register('text')}
          dir="auto"
          rows={2}
          maxH="40"
          placeholder={t('composer.placeholder')}
          data-testid="composer-text"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
      </FormField>
      {warn && (
        <Text
          fontSize="sm"
          color="orange.800"
          mt="1"
          role="status"
          data-testid="composer-mask-hint"
        >
          {t('composer.maskHint')}
        </Text>
      )}
      <FormError message={form.formError} testId="composer-failed" />
      <Flex mt="2" gap="2" align="center" justify="space-between" wrap="wrap">
        <Flex gap="2" align="center" minW="0">
          <FilePickButton
            label={t('composer.photo')}
            accept="image/jpeg,image/png,image/webp"
            onFiles={([file]) => form.setValue('image', file, { shouldValidate: true })}
            busy={form.formState.isSubmitting}
            size="sm"
            inputTestId="composer-photo"
          >
            {t('composer.photo')}
          </FilePickButton>
          {image instanceof File && (
            <Box minW="0">
              <Text fontSize="sm" truncate dir="ltr">
                {image.name}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => form.setValue('image', undefined)}>
                {t('composer.removePhoto')}
              </Button>
            </Box>
          )}
        </Flex>
        {form.formState.isSubmitting && image instanceof File && (
          <UploadProgress label={t('composer.photo')} />
        )}
        <Button
          type="submit"
          colorPalette="brand"
          loading={form.formState.isSubmitting}
          data-testid="composer-send"
        >
          {t('composer.send')}
        </Button>
      </Flex>
    </chakra.form>
  );
}
