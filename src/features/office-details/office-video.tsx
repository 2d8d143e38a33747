// The office's video: its first frame would be black until it loads (preload="none" keeps the
// page light), so it shows the main photo as its poster and its length (contract
// `video_duration_s`) before it plays. A caption names it and gives its length in words; the
// lessor's description of the office describes what it shows (aria-describedby).
import { Badge, Box, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockParts, formatClock } from '@/domain';

export const DESCRIPTION_ID = 'office-description-text';

export function OfficeVideo(props: {
  src?: string;
  poster?: string;
  title: string;
  durationS?: number;
  /** The office's description is on the page (it describes what the video shows). */
  described: boolean;
}) {
  const { t } = useTranslation('office-details');
  const captionId = useId();
  const [started, setStarted] = useState(false);
  const d = props.durationS;
  // "1 minute and 34 seconds", "45 seconds", "2 minutes" (Arabic plural forms).
  const parts = d ? clockParts(d) : undefined;
  const words = parts
    ? [
        parts.minutes ? t('video.minutes', { count: parts.minutes }) : '',
        parts.seconds ? t('video.seconds', { count: parts.seconds }) : '',
      ].filter(Boolean)
    : [];
  const spoken =
    words.length === 2 ? t('video.spoken', { minutes: words[0], seconds: words[1] }) : words[0];
  return (
    <Box as="figure" m="0" data-testid="office-video">
      <Box position="relative" borderRadius="l3" overflow="hidden" bg="bg.muted">
        <video
          src={props.src}
          poster={props.poster}
          controls
          preload="none"
          onPlay={() => setStarted(true)}
          aria-label={t('video.label', { title: props.title })}
          aria-describedby={[captionId, props.described ? DESCRIPTION_ID : '']
            .filter(Boolean)
            .join(' ')}
          style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
        />
        {d && !started && (
          // The native controls read 0:00 until the file's header has loaded: the length from
          // the contract stands in a corner away from them.
          <Badge
            position="absolute"
            top="3"
            insetEnd="3"
            size="lg"
            bg="blackAlpha.700"
            color="white"
            pointerEvents="none"
            aria-hidden
            data-testid="video-duration"
          >
            <bdi dir="ltr">{formatClock(d)}</bdi>
          </Badge>
        )}
      </Box>
      <Text as="figcaption" id={captionId} mt="2" fontSize="sm" color="fg.muted">
        {spoken ? t('video.captionWithLength', { length: spoken }) : t('video.caption')}
      </Text>
    </Box>
  );
}
