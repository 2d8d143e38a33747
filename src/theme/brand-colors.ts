// Green primary palette ("brand"): a calm, slightly teal-leaning green that reads as
// Saudi without being the flag green. `colorPalette="brand"` works like any built-in palette.
export const brandColors = {
  50: { value: '#effaf3' },
  100: { value: '#d8f2e1' },
  200: { value: '#b3e4c6' },
  300: { value: '#7fcfa2' },
  400: { value: '#4bb47c' },
  500: { value: '#27975f' },
  600: { value: '#197a4b' },
  700: { value: '#15623e' },
  800: { value: '#134e33' },
  900: { value: '#10402b' },
  950: { value: '#082418' },
};

// Same semantic slots Chakra's palettes have, so recipes (solid, subtle, outline ...) work.
export const brandSemanticColors = {
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
  subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
  muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
  emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
  solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
  focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
  border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
};
