import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DemoResetButton } from '../demo-reset-button';
import { isMockMode } from '../mock-mode';

const LINKS = [
  { to: '/business', key: 'footer.business' },
  { to: '/contact-us', key: 'footer.contact' },
  { to: '/term-of-service-agreement', key: 'footer.terms' },
];

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <Container maxW="7xl" py="8">
        <Flex gap="6" wrap="wrap" justify="space-between" align="center">
          <Flex as="nav" aria-label={t('footer.label')} gap="5" wrap="wrap">
            {LINKS.map((l) => (
              <Link key={l.to} asChild color="white" fontWeight="bold">
                <RouterLink to={l.to}>{t(l.key)}</RouterLink>
              </Link>
            ))}
          </Flex>
          <Flex gap="4" align="center" wrap="wrap">
            {isMockMode && (
              <Link asChild color="white" fontWeight="bold">
                <RouterLink to="/demo/outbox">{t('demo.outbox')}</RouterLink>
              </Link>
            )}
            <DemoResetButton />
          </Flex>
        </Flex>
        <Text mt="6" fontSize="sm" color="brand.100">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
