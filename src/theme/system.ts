// The Chakra system: the base preset (no recipes) plus only the recipes the app uses,
// so the first load does not carry ~70 unused component styles. Add a recipe here when
// a screen starts using a new Chakra component (an unregistered recipe renders unstyled):
// import `<name>Recipe` / `<name>SlotRecipe` from '@chakra-ui/react/theme' and list it below.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
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

const fonts = {
  heading: { value: "'Tajawal', system-ui, sans-serif" },
  body: { value: "'Tajawal', system-ui, sans-serif" },
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
      colors: { ...semanticTokens.colors, brand: brandSemanticColors },
      // Rounded corners are part of the brand: bump the three radius levels one notch.
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.lg}' },
        l3: { value: '{radii.xl}' },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      pinInput: pinInputSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, appConfig));
