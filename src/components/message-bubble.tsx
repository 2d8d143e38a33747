// One message of a conversation or a support thread: mine on the end side in the brand
// colour, the other party's on the start side; the author (when several can write), the
// text as typed (its own direction), photos or files, the time and, for my messages, the
// read receipt. Logical properties only, so the layout mirrors itself in Arabic.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { HostedImage } from './hosted-image';

export interface MessageBubbleProps {
  mine: boolean;
  /** Shown above the text (support threads: "Support team", the user's name). */
  author?: string;
  text?: string;
  /** Stored file paths: images are shown, other files linked by name. */
  files?: string[];
  /** The time, already formatted. */
  time: string;
  /** A line under the text (e.g. "contact details hidden"). */
  note?: ReactNode;
  /** Read receipt of my message: its accessible label when read / when sent. */
  receipt?: { read: boolean; label: string };
  imageAlt: string;
}

const isImage = (path: string) => /\.(jpg|jpeg|png|webp)$/i.test(path);

export function MessageBubble(props: MessageBubbleProps) {
  const host = useSiteSettings().query.data?.file_host;
  const { mine } = props;
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid="message" data-mine={mine}>
      <Stack
        gap="1.5"
        maxW={{ base: '85%', md: '70%' }}
        px="3.5"
        py="2.5"
        borderRadius="l3"
        borderEndEndRadius={mine ? 'xs' : undefined}
        borderEndStartRadius={mine ? undefined : 'xs'}
        bg={mine ? 'brand.700' : 'gray.100'}
        color={mine ? 'white' : 'fg'}
      >
        {props.author && (
          <Text fontSize="xs" fontWeight="bold" color={mine ? 'brand.100' : 'brand.800'}>
            {props.author}
          </Text>
        )}
        {props.files?.filter(isImage).map((path) => (
          <HostedImage
            key={path}
            path={path}
            alt={props.imageAlt}
            maxH="60"
            w="full"
            objectFit="cover"
            borderRadius="l2"
          />
        ))}
        {props.text && (
          <Text dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-text">
            {props.text}
          </Text>
        )}
        {props.files
          ?.filter((p) => !isImage(p))
          .map((path) => (
            <Link
              key={path}
              href={fileUrl(host, path)}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              textDecoration="underline"
              dir="ltr"
            >
              {path.split('/').pop()}
            </Link>
          ))}
        {props.note && (
          <Box fontSize="xs" color={mine ? 'brand.100' : 'fg.muted'}>
            {props.note}
          </Box>
        )}
        <Flex
          justify="flex-end"
          align="center"
          gap="1"
          fontSize="xs"
          color={mine ? 'brand.100' : 'fg.muted'}
        >
          <bdi dir="ltr">{props.time}</bdi>
          {props.receipt && (
            <Text
              as="span"
              aria-label={props.receipt.label}
              title={props.receipt.label}
              data-testid="receipt"
              data-read={props.receipt.read}
            >
              {props.receipt.read ? '✓✓' : '✓'}
            </Text>
          )}
        </Flex>
      </Stack>
    </Flex>
  );
}
