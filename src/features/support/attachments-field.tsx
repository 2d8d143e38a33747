// Picking attachments for a ticket or a reply: several images or PDF files, listed with a
// way to remove each; the rule (at most 5, 5 MB each) reports at the field.
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function AttachmentsField(props: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('support');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="1.5">
      <chakra.input
        ref={input}
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,application/pdf"
        srOnly
        onChange={(e) => {
          props.onChange([...props.files, ...Array.from(e.target.files ?? [])]);
          e.target.value = '';
        }}
        data-testid="attachments-input"
      />
      <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="start">
        <label htmlFor={id}>{t('attachments.add')}</label>
      </Button>
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
