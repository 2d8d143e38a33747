// The lessor's logo: an image of at most 2 MB (the schemas/ rule, refused at the field with
// the chosen file's size), a preview of the new one, and the upload's progress with the
// spec's "don't close the window" while it runs (UploadProgress: leaving the page asks first).
import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/api/query';
import { toFormData } from '@/api/form-data';
import { errorMessageKey, unwrap } from '@/api/result';
import { FilePickButton } from '@/components/file-pick-button';
import { HostedImage } from '@/components/hosted-image';
import { UploadProgress } from '@/components/upload-guard';
import { logoSchema } from '@schemas/profile';
import { progressFetch } from '@/api/upload-progress';
import type { LessorProfile } from './profile-values';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export function LogoField({
  logo,
  disabled,
  onUploaded,
}: {
  /** The stored logo (a path on the file host). */
  logo?: string;
  disabled?: boolean;
  onUploaded: (profile: LessorProfile) => void;
}) {
  const { t } = useTranslation(['accounts', 'validation', 'errors']);
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ key: string; size?: number }>();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File) => {
    const check = logoSchema.safeParse({ logo: file });
    if (!check.success) {
      setError({ key: check.error.issues[0].message, size: file.size });
      return;
    }
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const { data } = await unwrap(
        apiCall.POST('/apiBack/v1/user/profile/logo', {
          body: { logo: file },
          bodySerializer: toFormData,
          fetch: progressFetch(setProgress),
        }),
      );
      onUploaded(data);
    } catch (failure) {
      setPreview(undefined);
      setError({ key: errorMessageKey(failure) });
    } finally {
      setProgress(null);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Field.Root invalid={Boolean(error)} data-field="logo">
      <Field.Label>{t('fields.logo')}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          boxSize="24"
          borderRadius="l3"
          borderWidth="1px"
          borderColor="border"
          overflow="hidden"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          {preview ? (
            <Image src={preview} alt={t('logo.preview')} boxSize="full" objectFit="contain" />
          ) : logo ? (
            <HostedImage path={logo} alt={t('logo.current')} boxSize="full" objectFit="contain" />
          ) : (
            <Text fontSize="xs" color="fg.muted" textAlign="center" px="2">
              {t('logo.none')}
            </Text>
          )}
        </Box>
        <Stack gap="1" flex="1" minW="48">
          {!disabled && (
            <FilePickButton
              label={t('fields.logo')}
              accept={ACCEPT}
              onFiles={([file]) => void pick(file)}
              busy={progress !== null}
              alignSelf="flex-start"
              inputTestId="logo-input"
            >
              {logo || preview ? t('logo.change') : t('logo.choose')}
            </FilePickButton>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('logo.rule')}
          </Text>
        </Stack>
      </HStack>
      {progress !== null && (
        <UploadProgress
          progress={progress}
          label={t('fields.logo')}
          message={t('logo.uploading', { percent })}
          testId="logo-uploading"
        />
      )}
      <Field.ErrorText data-testid="logo-error" display="block">
        {error && <span>{t(error.key)}</span>}
        {error?.size !== undefined && (
          <Text as="span" display="block">
            {t('logo.fileSize', { size: megabytes(error.size) })}
          </Text>
        )}
      </Field.ErrorText>
    </Field.Root>
  );
}
