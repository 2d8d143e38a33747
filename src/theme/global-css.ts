// Global styles: Chakra's resets plus the app's font and calm page background.
// text-align: start follows <html dir>, so Arabic aligns right and English left.
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';

export const globalCss = {
  ...chakraGlobalCss,
  html: { ...(chakraGlobalCss.html as object), colorPalette: 'brand' },
  body: { fontFamily: 'body', textAlign: 'start', bg: 'bg', color: 'fg' },
  'bdi, [dir=ltr]': { unicodeBidi: 'isolate' },
};
