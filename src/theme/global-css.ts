// Global styles: Chakra's resets plus the app's font and calm page background.
// text-align: start follows <html dir>, so Arabic aligns right and English left.
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';

export const globalCss = {
  ...chakraGlobalCss,
  html: { ...(chakraGlobalCss.html as object), colorPalette: 'brand' },
  body: { fontFamily: 'body', textAlign: 'start', bg: 'bg', color: 'fg' },
  'bdi, [dir=ltr]': { unicodeBidi: 'isolate' },
  // A visitor who asked the system for less motion gets none (WCAG 2.3.3): dialogs, menus and
  // toasts appear at once and spinners and skeletons stand still. A near-zero duration, not
  // `none`, so the animation's end event still fires and closing parts still unmount.
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};
