// Where the page server's API calls go. Screens call the one apiClient (src/api/client.ts),
// which resolves `globalThis.fetch` per call; on the server this module wraps it once: a call
// made while rendering a request (tracked by AsyncLocalStorage) goes to that request's API
// (the embedded backend in the same process, or the apiBack of VITE_API_BASE_URL over the
// network, with the app key the client's middleware already set) in the page's language.
// No visitor token ever reaches the server: the render has no session.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RenderScope {
  /** The API for this render: the embedded backend's fetch, or the network's. */
  apiFetch: (request: Request) => Promise<Response>;
  /** Accept-Language of every call (the client would read it from <html lang>). */
  lang: string;
}

const scope = new AsyncLocalStorage<RenderScope>();
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const current = scope.getStore();
    if (!current) return network(input, init);
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith('/apiBack/')) return network(request);
    request.headers.set('Accept-Language', current.lang);
    request.headers.delete('Authorization');
    // Outside the scope: the backend's own calls (if any) go to the network as they are.
    return scope.exit(() => current.apiFetch(request));
  };
}

/** Runs `work` with its API calls answered by `current`. */
export function withRenderScope<T>(current: RenderScope, work: () => Promise<T>): Promise<T> {
  install();
  return scope.run(current, work);
}
