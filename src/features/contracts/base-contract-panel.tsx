// The attached base contract (the signed contract as a PDF) on a contract's page: its name,
// size and upload time with "view" and "download" for both parties; for the lessor the
// picker to attach one or replace it. The file is checked before it is sent by the rule the
// backend applies (schemas/upload.ts BASE_CONTRACT: a PDF by its first bytes, 10 MB, a name
// of at most 255 characters); a refusal shows at the field, and the stored file stays.
// While it uploads the progress shows and leaving the page asks first (UploadProgress).
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { errorMessageKey, serverFieldErrors } from '@/api/result';
import type { Side } from '@/api/two-sided';
import { FilePickButton } from '@/components/file-pick-button';
import { FormField } from '@/components/form-field';
import { Ltr } from '@/components/ltr';
import { UploadProgress } from '@/components/upload-guard';
import { fileSizeParts, formatDateTime } from '@/domain/format';
import { BASE_CONTRACT, fileProblem } from '@schemas/upload';
import { openBaseContract, useUploadBaseContract } from './base-contract-api';

type Contract = components['schemas']['Contract'];
type Attachment = components['schemas']['ContractAttachment'];

/** "482 KB" / "482 كيلوبايت": the number isolated left-to-right, the unit in the page's language. */
export function FileSize({ bytes }: { bytes: number }) {
  const { t } = useTranslation('contracts');
  const { value, unit } = fileSizeParts(bytes);
  return (
    <>
      <Ltr>{value}</Ltr> {t(`baseContract.size.${unit}`)}
    </>
  );
}

/** The stored file: PDF badge, name, size, date, and the two ways to open it. */
function StoredFile({ c, file, side }: { c: Contract; file: Attachment; side: Side }) {
  const { t } = useTranslation(['contracts', 'errors']);
  const [failed, setFailed] = useState<string>();
  const open = (mode: 'view' | 'download') => {
    setFailed(undefined);
    openBaseContract(side, c.id, file.file_name, mode).catch((e: unknown) =>
      setFailed(errorMessageKey(e)),
    );
  };
  return (
    <Stack gap="2">
      <HStack
        gap="3"
        p="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        wrap="wrap"
        data-testid="base-contract-file"
      >
        <Badge colorPalette="red" variant="subtle" size="lg" aria-hidden>
          PDF
        </Badge>
        <Stack gap="0" flex="1" minW="12rem">
          <Text fontWeight="medium" wordBreak="break-all" data-testid="base-contract-name">
            <bdi>{file.file_name}</bdi>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FileSize bytes={file.size} />
            {' · '}
            {t('baseContract.uploadedAt')} <Ltr>{formatDateTime(file.uploaded_at)}</Ltr>
          </Text>
        </Stack>
        <HStack gap="2" data-no-print>
          <Button size="sm" variant="outline" onClick={() => open('view')}>
            {t('baseContract.view')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => open('download')}>
            {t('baseContract.download')}
          </Button>
        </HStack>
      </HStack>
      {failed && (
        <Text role="alert" color="red.700" fontSize="sm">
          {t(failed)}
        </Text>
      )}
    </Stack>
  );
}

/** The lessor's picker: attach, or replace what is attached. */
function Attach({ c }: { c: Contract }) {
  const { t } = useTranslation(['contracts', 'validation', 'errors']);
  const upload = useUploadBaseContract();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const label = t('baseContract.title');

  const pick = async (file: File) => {
    const refused = await fileProblem(BASE_CONTRACT.field, file);
    if (refused) return setProblem(refused);
    setProblem(undefined);
    setProgress(0);
    try {
      await upload.mutateAsync({ id: c.id, file, onProgress: setProgress });
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setProblem(fields?.[BASE_CONTRACT.field] ?? errorMessageKey(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    // The block's heading names the field (and the hidden input's aria-label): no label here.
    <Box data-no-print>
      <FormField
        name={BASE_CONTRACT.field}
        error={problem && t(problem)}
        errorTestId="base-contract-error"
      >
        <HStack gap="3" wrap="wrap">
          <FilePickButton
            label={label}
            accept={BASE_CONTRACT.accept}
            onFiles={([file]) => void pick(file)}
            busy={progress !== null}
            size="sm"
            inputTestId="base-contract-input"
            testId="base-contract-pick"
          >
            {c.base_contract ? t('baseContract.replace') : t('baseContract.attach')}
          </FilePickButton>
          <Text fontSize="sm" color="fg.muted">
            {t('baseContract.rule')}
          </Text>
        </HStack>
        {progress !== null && (
          <Box w="full" mt="2">
            <UploadProgress progress={progress} label={label} testId="base-contract-uploading" />
          </Box>
        )}
      </FormField>
    </Box>
  );
}

export function BaseContractPanel({ c, side }: { c: Contract; side: Side }) {
  const { t } = useTranslation('contracts');
  return (
    <Stack gap="3" data-testid="base-contract">
      {c.base_contract ? (
        <StoredFile c={c} file={c.base_contract} side={side} />
      ) : (
        <Text color="fg.muted" data-testid="base-contract-none">
          {t(side === 'lessor' ? 'baseContract.noneLessor' : 'baseContract.none')}
        </Text>
      )}
      {side === 'lessor' && <Attach c={c} />}
    </Stack>
  );
}
