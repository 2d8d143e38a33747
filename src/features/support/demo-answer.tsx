// Mock mode only: the support team's side of a ticket. The embedded backend has no back
// office, so a tester answers here to see what the user gets (status, notification, the
// WhatsApp text in the demo outbox).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/result';
import { FormField } from '@/components/form-field';
import { answerAsSupport } from './support-api';

export const MOCK_MODE = !import.meta.env.VITE_API_BASE_URL;

export function DemoAnswer({ id, onAnswered }: { id: number; onAnswered: () => void }) {
  const { t } = useTranslation(['support', 'errors']);
  const [text, setText] = useState(() => t('demo.sample'));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const send = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      await answerAsSupport(id, text);
      onAnswered();
    } catch (error) {
      setFailed(t(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="orange.400"
      borderRadius="l2"
      p="4"
      data-testid="demo-answer"
    >
      <Stack gap="2">
        <Text fontWeight="bold">{t('demo.title')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('demo.intro')}
        </Text>
        <FormField label={t('demo.label')}>
          <Textarea value={text} onChange={(e) => setText(e.target.value)} dir="auto" rows={2} />
        </FormField>
        {failed && (
          <Text color="red.700" role="alert">
            {failed}
          </Text>
        )}
        <Button
          size="sm"
          colorPalette="orange"
          // orange.600 under white text is 3.5:1; the darker shade reads at 5:1.
          bg="orange.700"
          _hover={{ bg: 'orange.800' }}
          alignSelf="start"
          loading={busy}
          disabled={!text.trim()}
          onClick={() => void send()}
          data-testid="demo-answer-send"
        >
          {t('demo.send')}
        </Button>
      </Stack>
    </Box>
  );
}
