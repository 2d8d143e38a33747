// Image and video uploads. Images: count rules (min/max), a main-image choice stored in
// `mainField`, and the "no logos or words on images" rule stated. Each file uploads as
// soon as it is picked; while any is in flight the page warns before closing.
import { useRef, useState } from 'react';
import { Box, Button, HStack, Image, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormMedia, ImagesFieldDef, UploadContext, VideoFieldDef } from '../define-wizard';
import { FilePickButton } from '@/components/file-pick-button';
import { useUploadGuard } from '@/components/upload-guard';

function readAsDataUrl(file: File): Promise<FormMedia> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve({ path: String(r.result) });
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

const mediaKey = (m: FormMedia) => String(m.id ?? m.path);
const mainRef = (m: FormMedia) => m.id ?? m.path;

export function MediaInput({
  def,
  value: list,
  onChange,
  main,
  onMainChange,
  label,
  ctx,
  onBusyChange,
}: {
  def: ImagesFieldDef | VideoFieldDef;
  /** The files (a video field holds at most one). */
  value: FormMedia[];
  onChange: (v: FormMedia[]) => void;
  main?: string | number | null;
  onMainChange?: (v: string | number) => void;
  label: string;
  ctx: UploadContext;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('wizard');
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(false);
  const isVideo = def.kind === 'video';
  const srcOf = (p: string) => (def.src && !/^(data|blob):/.test(p) ? def.src(p) : p);
  const max = def.kind === 'images' ? def.max : 1;
  const min = def.kind === 'images' ? (def.min ?? 0) : 0;
  const latest = useRef(list);
  latest.current = list;
  useUploadGuard(pending > 0);

  const pick = async (files: File[]) => {
    const chosen = files.slice(0, isVideo ? 1 : max ? Math.max(0, max - list.length) : undefined);
    setFailed(false);
    setPending((n) => n + chosen.length);
    onBusyChange?.(true);
    const done = await Promise.allSettled(
      chosen.map(async (f) => {
        const m = def.upload ? await def.upload(f, ctx) : await readAsDataUrl(f);
        setPending((n) => n - 1);
        return m;
      }),
    );
    const ok = done.flatMap((d) => (d.status === 'fulfilled' ? [d.value] : []));
    if (ok.length < done.length) {
      setFailed(true);
      setPending(0);
    }
    onBusyChange?.(false);
    if (isVideo) onChange(ok.slice(0, 1));
    else {
      const next = [...latest.current, ...ok];
      onChange(next);
      if (onMainChange && (main === undefined || main === null || main === '') && next[0])
        onMainChange(mainRef(next[0]));
    }
  };

  const remove = (m: FormMedia) => {
    if (isVideo) return onChange([]);
    const next = list.filter((x) => mediaKey(x) !== mediaKey(m));
    onChange(next);
    if (onMainChange && String(main) === mediaKey(m)) onMainChange(next[0] ? mainRef(next[0]) : '');
  };

  return (
    <Box>
      {!isVideo && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('imagesRule', { min })}
        </Text>
      )}
      <HStack gap="3" mb="3" wrap="wrap">
        <FilePickButton
          label={label}
          accept={def.accept ?? (isVideo ? 'video/*' : 'image/*')}
          multiple={!isVideo}
          onFiles={(files) => void pick(files)}
          busy={pending > 0}
          inputTestId={`file-${def.kind}`}
        >
          {isVideo ? t('chooseVideo') : t('chooseImages')}
        </FilePickButton>
        {!isVideo && (
          <Text fontSize="sm" aria-live="polite">
            {t('imagesCount', { count: list.length, min })}
          </Text>
        )}
      </HStack>
      {pending > 0 && (
        <HStack role="status" bg="orange.50" color="orange.800" p="3" borderRadius="md" mb="3">
          <Spinner size="sm" />
          <Text>{t('uploading')}</Text>
        </HStack>
      )}
      {failed && (
        <Text role="alert" color="red.700" mb="3">
          {t('uploadFailed')}
        </Text>
      )}
      {isVideo ? (
        list[0] && (
          <HStack gap="3">
            <video src={srcOf(list[0].path)} controls style={{ maxWidth: 320, borderRadius: 8 }} />
            <Button size="xs" variant="ghost" onClick={() => remove(list[0])}>
              {t('remove')}
            </Button>
          </HStack>
        )
      ) : (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {list.map((m, i) => {
            const isMain = main !== undefined && main !== null && String(main) === mediaKey(m);
            return (
              <Box
                key={mediaKey(m)}
                borderWidth={isMain ? '3px' : '1px'}
                borderColor={isMain ? 'brand.500' : 'border'}
                borderRadius="lg"
                overflow="hidden"
              >
                <Image
                  src={srcOf(m.path)}
                  alt={t('imageAlt', { n: i + 1 })}
                  h="28"
                  w="full"
                  objectFit="cover"
                />
                <HStack justify="space-between" p="2" gap="1">
                  {onMainChange && (
                    <Button
                      size="xs"
                      variant={isMain ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={isMain}
                      onClick={() => onMainChange(mainRef(m))}
                    >
                      {isMain ? t('mainImage') : t('setMain')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => remove(m)}
                    aria-label={t('removeImage', { n: i + 1 })}
                  >
                    {t('remove')}
                  </Button>
                </HStack>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
