// The office's video: its first frame would be black until it loads (preload="none" keeps the
// page light), so it shows the main photo as its poster and a play button with its length
// (contract `video_duration_s`) before it plays; the native controls come with playing. A
// caption names it and gives its length in words; the lessor's description of the office
// describes what it shows (aria-describedby).
// The server's page shows the poster as an image and the play button as a plain link to the
// file, and the <video> comes once the part has hydrated: without script, Chromium forces a
// video's native controls on (HTML: "if scripting is disabled, expose a user interface"),
// which read 0:00 and draw a loading spinner over the poster while it loads, and a visitor
// without JavaScript can still open the file by the link (issue 28).
import { Box, Button, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockParts, formatClock } from '@/domain';
import { useHydrated } from '@/lib/use-hydrated';

export const DESCRIPTION_ID = 'office-description-text';

/** The poster image and the video take the same frame, so the swap does not move the page. */
const FRAME = {
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'block',
} as const;

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
  // Hydrating, the first render equals the server's (poster image and link); the video comes
  // in a transition right after.
  const enhanced = useHydrated();
  const ref = useRef<HTMLVideoElement>(null);
  const d = props.durationS;
  // "1 minute and 34 seconds", "45 seconds", "2 minutes" (Arabic plural forms).
  const parts = d ? clockParts(d) : undefined;
  const words = parts
    ? [
        parts.minutes ? t('video.minutes', { count: parts.minutes }) : '',
        parts.seconds ? t('video.seconds', { count: parts.seconds }) : '',
      ].filter(Boolean)
    : [];
  const describedBy = [captionId, props.described ? DESCRIPTION_ID : ''].filter(Boolean).join(' ');
  const spoken =
    words.length === 2 ? t('video.spoken', { minutes: words[0], seconds: words[1] }) : words[0];
  return (
    <Box as="figure" m="0" data-testid="office-video">
      <Box position="relative" borderRadius="l3" overflow="hidden" bg="bg.muted">
        {enhanced ? (
          <video
            ref={ref}
            src={props.src}
            poster={props.poster}
            // The native controls read 0:00 until the file's header has loaded: they show once
            // the visitor starts it; before, one play button with the length from the contract.
            controls={started}
            preload="none"
            onPlay={() => setStarted(true)}
            aria-label={t('video.label', { title: props.title })}
            aria-describedby={describedBy}
            style={FRAME}
          />
        ) : (
          // Decorative: the link over it says what it is. Lazy: the gallery's photo comes first.
          <img src={props.poster} alt="" loading="lazy" decoding="async" style={FRAME} />
        )}
        {!started && (
          <Button
            asChild
            position="absolute"
            top="50%"
            left="50%"
            transform="translate(-50%, -50%)"
            size="lg"
            borderRadius="full"
            bg="blackAlpha.700"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            // The name holds the length the button shows (WCAG 2.5.3: say what you see).
            aria-label={
              d
                ? t('video.playWithLength', { title: props.title, length: formatClock(d) })
                : t('video.play', { title: props.title })
            }
            aria-describedby={captionId}
            data-testid="video-play"
          >
            {/* A link to the file: it plays it where the video cannot (no script yet). */}
            <a
              href={props.src}
              onClick={(e) => {
                if (!ref.current) return;
                e.preventDefault();
                setStarted(true);
                // A file that cannot play (a 204 from a mock file host) keeps its controls.
                void Promise.resolve(ref.current.play()).catch(() => undefined);
              }}
            >
              <Box as="span" aria-hidden fontSize="xl" lineHeight="1">
                ▶
              </Box>
              {d ? (
                <bdi dir="ltr" data-testid="video-duration">
                  {formatClock(d)}
                </bdi>
              ) : null}
            </a>
          </Button>
        )}
      </Box>
      <Text as="figcaption" id={captionId} mt="2" fontSize="sm" color="fg.muted">
        {spoken ? t('video.captionWithLength', { length: spoken }) : t('video.caption')}
      </Text>
    </Box>
  );
}
