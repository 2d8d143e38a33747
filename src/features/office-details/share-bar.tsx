// Share on Facebook, WhatsApp, Twitter, or copy the page address.
import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLinks } from './share-links';

const noChange = () => () => {};
const currentAddress = () => window.location.href;
const noAddress = () => '';

export function ShareBar({ title }: { title: string }) {
  const { t } = useTranslation('office-details');
  const [copied, setCopied] = useState(false);
  // The address the browser shows, read after hydration: the server's HTML and the hydrating
  // render both have none (the server snapshot), so the links hydrate without a mismatch.
  const url = useSyncExternalStore(noChange, currentAddress, noAddress);
  const links = shareLinks(url, title);
  const net = (key: keyof typeof links) => (
    <Link
      href={links[key]}
      target="_blank"
      rel="noopener noreferrer"
      fontSize="sm"
      color="brand.700"
      fontWeight="medium"
      data-testid={`share-${key}`}
    >
      {t(`share.${key}`)}
    </Link>
  );
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  }
  return (
    <HStack gap="3" wrap="wrap" aria-label={t('share.label')} role="group">
      <Text fontSize="sm" color="fg.muted">
        {t('share.label')}:
      </Text>
      {net('facebook')}
      {net('whatsapp')}
      {net('twitter')}
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void copy()}>
        {copied ? t('share.copied') : t('share.copy')}
      </Button>
      <Text srOnly aria-live="polite">
        {copied ? t('share.copied') : ''}
      </Text>
    </HStack>
  );
}
