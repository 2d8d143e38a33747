// /404: a centred image and one outlined button (key BACK_TO_HOME) back to "/".
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { VStack } from '@chakra-ui/react/stack';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import notFoundImage from './not-found.svg';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <VStack py={{ base: '12', md: '20' }} px="4" gap="8" justify="center" data-testid="not-found">
      {/* A heading for screen readers; the page itself shows only the image and the button. */}
      <VisuallyHidden asChild>
        <h1>{t('notFound.title')}</h1>
      </VisuallyHidden>
      <Image
        src={notFoundImage}
        alt={t('notFound.imageAlt')}
        width="320px"
        maxW="80vw"
        height="auto"
      />
      <Button asChild variant="outline" colorPalette="brand" size="lg">
        <RouterLink to="/">{t('BACK_TO_HOME')}</RouterLink>
      </Button>
    </VStack>
  );
}
