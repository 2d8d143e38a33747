// `npm run dev`: the embedded backend in Vite's dev server, as in `npm start` — the durable
// mock server (scripts/mock-api.ts) answers `/apiBack/...` and `/__mock/...` on the page's
// own origin, and the page carries `<meta name="mock-backend" content="server">`, so the app
// calls it directly instead of starting the service worker (src/app/mock-mode.ts).
// Off with VITE_API_BASE_URL (a real backend) or MOCK_API=worker (the service worker as before);
// never in tests or builds. The backend is loaded with tsx (the project's aliases), not
// bundled into the config, so the config stays light for `vite build` and vitest.
import type { Plugin } from 'vite';
import type * as MockApiModule from './mock-api';

export const SERVER_MARKER = '<meta name="mock-backend" content="server" />';

export function mockApiDev(): Plugin {
  const on = () =>
    !process.env.VITEST && !process.env.VITE_API_BASE_URL && process.env.MOCK_API !== 'worker';
  return {
    name: 'mock-api-dev',
    apply: 'serve',
    async configureServer(server) {
      if (!on()) return;
      const { tsImport } = await import('tsx/esm/api');
      const { startMockApi } = (await tsImport(
        './mock-api.ts',
        import.meta.url,
      )) as typeof MockApiModule;
      const api = await startMockApi({
        log: (line) => server.config.logger.info(line, { timestamp: true }),
      });
      server.config.logger.info(`mock apiBack in the dev server: ${api.banner}`);
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0]!;
        if (api.owns(pathname)) api.listener(req, res);
        else next();
      });
      server.httpServer?.once('close', () => void api.close());
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (on() ? html.replace('<head>', `<head>\n    ${SERVER_MARKER}`) : html),
    },
  };
}
