// One document (a title deed, a licence, a certificate): a scan as a PDF or an image. The
// file is checked by its bytes before it is sent (`check`), uploads at once with its
// progress shown (the page warns before closing meanwhile), and can be viewed, replaced or
// removed. A refused or failed file never replaces the stored one.
import { useState } from 'react';
import { Badge, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, serverFieldErrors } from '@/api/result';
import type { DocumentFieldDef, FormMedia, UploadContext } from '../define-wizard';
import { FilePickButton } from '@/components/file-pick-button';
import { UploadProgress } from '@/components/upload-guard';

const isPdf = (path: string) => /\.pdf$/i.test(path) || path.startsWith('data:application/pdf');

/** The message for a failed upload: the server's word on the file, else the failure's kind. */
function failureKey(failure: unknown): string {
  const fields = serverFieldErrors(failure);
  return fields?.file ?? Object.values(fields ?? {})[0] ?? errorMessageKey(failure);
}

export function DocumentInput({
  def,
  value,
  onChange,
  label,
  ctx,
  onBusyChange,
}: {
  def: DocumentFieldDef;
  value: FormMedia | null;
  onChange: (v: FormMedia | null) => void;
  label: string;
  ctx: UploadContext;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation(['wizard', 'validation', 'errors']);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const href = value
    ? def.src && !/^(data|blob):/.test(value.path)
      ? def.src(value.path)
      : value.path
    : '';

  const pick = async (file: File) => {
    const refused = def.check ? await def.check(file) : null;
    if (refused) return setProblem(refused);
    setProblem(undefined);
    setProgress(0);
    onBusyChange?.(true);
    try {
      onChange(await def.upload(file, ctx, setProgress));
    } catch (failure) {
      setProblem(failureKey(failure));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const remove = async () => {
    if (!value) return;
    setProblem(undefined);
    try {
      if (def.remove && value.id !== undefined) await def.remove(value, ctx);
      onChange(null);
    } catch (failure) {
      setProblem(failureKey(failure));
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack gap="2" data-testid="document-field">
      {value && (
        <HStack
          gap="3"
          p="2"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          wrap="wrap"
          data-testid="document-stored"
        >
          {isPdf(value.path) ? (
            <Badge colorPalette="red" variant="subtle" size="lg" aria-hidden>
              PDF
            </Badge>
          ) : (
            <Image src={href} alt="" boxSize="12" objectFit="cover" borderRadius="sm" />
          )}
          <Text flex="1" minW="8rem" fontSize="sm">
            {t('wizard:documentAdded')}
          </Text>
          <Link href={href} target="_blank" rel="noopener" fontSize="sm" color="brand.700">
            {t('wizard:viewDocument')}
          </Link>
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        <FilePickButton
          label={label}
          accept={def.accept}
          onFiles={([file]) => void pick(file)}
          busy={progress !== null}
          size="sm"
          buttonLabel={value ? t('wizard:replaceDocument', { field: label }) : undefined}
          inputTestId="file-document"
        >
          {value ? t('wizard:replace') : t('wizard:chooseDocument')}
        </FilePickButton>
        {value && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void remove()}
            disabled={progress !== null}
            aria-label={t('wizard:removeDocument', { field: label })}
          >
            {t('wizard:remove')}
          </Button>
        )}
      </HStack>
      {progress !== null && (
        <UploadProgress
          progress={progress}
          label={label}
          message={t('wizard:uploadingPercent', { percent })}
        />
      )}
      {problem && (
        <Text role="alert" color="red.700" fontSize="sm">
          {t(problem, { field: label })}
        </Text>
      )}
    </Stack>
  );
}
