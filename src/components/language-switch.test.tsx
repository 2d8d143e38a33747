// The language button's accessible name contains its visible text (WCAG 2.5.3).
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('is named by the language it shows', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <LanguageSwitch />
      </ChakraProvider>,
    );
    const button = screen.getByTestId('language-switch');
    expect(screen.getByRole('button', { name: button.textContent! })).toBe(button);
    expect(button.getAttribute('aria-label')).toBeNull();
  });
});
