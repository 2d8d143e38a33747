// The language switch's accessible name contains its visible text (WCAG 2.5.3), and it is a
// link to the same page in the other language (it works without the script).
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('is named by the language it shows and links to the page in it', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter initialEntries={['/list?city_id=1&lng=ar#top']}>
          <LanguageSwitch />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const link = screen.getByTestId('language-switch');
    expect(screen.getByRole('link', { name: link.textContent! })).toBe(link);
    expect(link.getAttribute('aria-label')).toBeNull();
    const next = link.getAttribute('hreflang');
    expect(link.getAttribute('href')).toBe(`/list?city_id=1&lng=${next}#top`);
  });
});
