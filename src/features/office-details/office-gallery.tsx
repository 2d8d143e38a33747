// Images (main image first, thumbnails switch it) and the video when there is one
// (./office-video.tsx: poster, length, caption).
import { Box, HStack, Image } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@/api/site-settings';
import { OfficeVideo } from './office-video';
import type { Office } from './use-office';

/** `host`: the site's file host (site settings `file_host`). */
export const OfficeGallery = memo(function OfficeGallery(props: {
  office: Office;
  host: string | undefined;
}) {
  const { office: o, host } = props;
  const file = (p?: string) => fileUrl(host, p);
  const { t } = useTranslation('office-details');
  const images = [
    ...(o.main_image ? [o.main_image] : []),
    ...(o.images ?? [])
      .slice()
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .map((m) => m.path)
      .filter((p) => p !== o.main_image),
  ];
  const [current, setCurrent] = useState(0);
  if (!images.length && !o.video) return null;
  return (
    <Box as="section" aria-label={t('gallery.label')}>
      {images.length > 0 && (
        <Box borderRadius="l3" overflow="hidden" bg="bg.muted" aspectRatio={16 / 9}>
          <Image
            src={file(images[current])}
            alt={t('gallery.image', { n: current + 1, total: images.length })}
            w="full"
            h="full"
            objectFit="cover"
            // The page's largest paint: fetched first, never lazily (the box above reserves
            // its 16:9 space, so it shifts nothing when it arrives).
            loading="eager"
            fetchPriority="high"
            data-testid="gallery-main"
          />
        </Box>
      )}
      {images.length > 1 && (
        <HStack gap="2" mt="2" overflowX="auto" pb="1">
          {images.map((p, i) => (
            <Box
              as="button"
              key={p}
              flexShrink={0}
              w="20"
              h="14"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === current ? 'brand.600' : 'transparent'}
              aria-label={t('gallery.show', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            >
              <Image src={file(p)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
            </Box>
          ))}
        </HStack>
      )}
      {o.video && (
        <Box mt="4">
          <OfficeVideo
            src={file(o.video)}
            poster={file(o.main_image ?? images[0])}
            title={o.ad_title || o.name || ''}
            durationS={o.video_duration_s}
            described={Boolean(o.description)}
          />
        </Box>
      )}
    </Box>
  );
});
