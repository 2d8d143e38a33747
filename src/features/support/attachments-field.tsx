// Picking attachments for a ticket or a reply: several images or PDF files, listed with a
// way to remove each; the rule (at most 5, 5 MB each) reports at the field.
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '@/components/file-pick-button';

export function AttachmentsField(props: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  /** The form is sending (the files with it): no picking meanwhile. */
  busy?: boolean;
}) {
  const { t } = useTranslation('support');
  return (
    <Stack gap="1.5">
      <FilePickButton
        label={t('attachments.add')}
        accept="image/jpeg,image/png,image/webp,application/pdf"
        multiple
        busy={props.busy}
        onFiles={(files) => props.onChange([...props.files, ...files])}
        size="sm"
        alignSelf="start"
        inputTestId="attachments-input"
      >
        {t('attachments.add')}
      </FilePickButton>
      {props.files.map((f, k) => (
        <Flex key={`${f.name}-${k}`} gap="2" align="center" fontSize="sm">
          <Text dir="ltr" truncate>
            {f.name}
          </Text>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => props.onChange(props.files.filter((_, j) => j !== k))}
          >
            {t('attachments.remove')}
          </Button>
        </Flex>
      ))}
      <Text
        fontSize="xs"
        color={props.error ? 'red.700' : 'fg.muted'}
        role={props.error ? 'alert' : undefined}
      >
        {props.error ?? t('attachments.hint')}
      </Text>
    </Stack>
  );
}
