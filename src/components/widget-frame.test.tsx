// The frame titles a widget from the widget's own namespace, which loads lazily with it: the
// title must follow once that namespace arrives (it stayed the raw key 'widget.title' on the
// dashboard home when nothing else re-rendered the frame).
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { lazyJsonBackend } from '@/i18n/resources';
import { defineWidgets } from '@/lib/dashboard-widgets';
import { WidgetFrame } from './widget-frame';

afterEach(cleanup);

describe('WidgetFrame', () => {
  it('shows the title from the namespace it loads, not the raw key', async () => {
    // Its own instance with the app's lazy loader: the app's instance is shared with the
    // test files before this one, which may have loaded 'reports' already.
    const i18n = i18next.createInstance().use(lazyJsonBackend);
    await i18n.init({ lng: 'ar', ns: ['common'], defaultNS: 'common' });
    expect(i18n.hasLoadedNamespace('reports')).toBe(false);
    const [widget] = defineWidgets([
      {
        id: 'sales',
        audience: ['business'],
        order: 1,
        title: 'reports:widget.title',
        ns: ['reports'],
        to: '/dashboard/reports',
        load: async () => () => <p>body</p>,
      },
    ]);
    render(
      <ChakraProvider value={defaultSystem}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <WidgetFrame widget={widget!} />
          </MemoryRouter>
        </I18nextProvider>
      </ChakraProvider>,
    );
    await screen.findByText('body');
    const heading = await screen.findByRole('heading', { level: 2, name: 'تقارير الأداء' });
    expect(heading.textContent).not.toContain('widget.title');
  });
});
