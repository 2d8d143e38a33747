// The Chakra system: the base preset (no recipes) plus only the recipes the first paint
// uses (shell + home); the recipes of lazy screens live in ./lazy-recipes.ts and are
// registered before those screens render. Add a recipe there when a screen starts using
// a new Chakra component (an unregistered recipe renders unstyled): import
// `<name>Recipe` / `<name>SlotRecipe` from '@chakra-ui/react/theme' and list it.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  textStyles,
  tokens,
  semanticTokens,
} from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand-colors';
import { globalCss } from './global-css';

// The loading overlay's three dots.
const dotPulseKeyframes = {
  '0%, 80%, 100%': { transform: 'scale(0.6)', opacity: 0.4 },
  '40%': { transform: 'scale(1)', opacity: 1 },
};

// Chakra's solid button lightens to 90 % of its colour on hover: brand.600 at 90 % over white
// is 4.42:1 with white text, under WCAG AA's 4.5:1 (axe caught it under a resting pointer).
// Hovered and expanded solid buttons darken one step instead.
const solidButton = buttonRecipe.variants?.variant?.solid;
const button = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...solidButton,
        _hover: { bg: 'colorPalette.700' },
        _expanded: { bg: 'colorPalette.700' },
      },
    },
  },
};

const fonts = {
  heading: { value: "'Tajawal', 'Tajawal Fallback', system-ui, sans-serif" },
  body: { value: "'Tajawal', 'Tajawal Fallback', system-ui, sans-serif" },
};

const appConfig = defineConfig({
  cssVarsRoot: ':where(html, .chakra-theme)',
  cssVarsPrefix: 'chakra',
  // Chakra's CSS reset (margins, link colours, form controls inheriting the font).
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes: { ...keyframes, dotPulse: dotPulseKeyframes },
    textStyles,
    layerStyles,
    animationStyles,
    tokens: { ...tokens, fonts, colors: { ...tokens.colors, brand: brandColors } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: brandSemanticColors,
        // Chakra's default error text (red.500) is 3.8:1 on white, under WCAG AA's 4.5:1:
        // field messages use red.700 so axe passes on every form.
        fg: {
          ...semanticTokens.colors?.fg,
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
      // Rounded corners are part of the brand: bump the three radius levels one notch.
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.lg}' },
        l3: { value: '{radii.xl}' },
      },
    },
    // Only what the shell and the home page paint; every other recipe is registered by
    // ./lazy-recipes.ts before a lazy screen, the login modal or the toaster renders.
    recipes: {
      button,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
    },
    slotRecipes: {},
  },
});

// The configs as two arguments: createSystem merges them itself (merging them here first
// made it merge the merged theme again, ~5 ms of the entry's evaluation at a phone's speed).
export const system = createSystem(defaultBaseConfig, appConfig);
