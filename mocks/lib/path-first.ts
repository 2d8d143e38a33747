// msw's `http.get(...)` and friends, with one difference: a request's method and path are
// compared before its cookies are read. msw tries the handlers in order and, for each one,
// parses the request's cookies first (HttpHandler.parse), and in the browser that reads
// `document.cookie`, a synchronous round trip to Chromium's network service. With ~200
// handlers, one request read it up to ~200 times: in a tenant journey (tenant.e2e.ts) that
// was the embedded backend's largest cost in the page, 1.6 s of main thread (measured
// 2026-11-28 with a V8 CPU profile). The answer is the same: the matching handler still gets
// its cookies and path parameters from msw.
import {
  HttpHandler,
  matchRequestUrl,
  type HttpHandlerMethod,
  type HttpRequestParsedResult,
  type HttpResponseResolver,
  type ResponseResolutionContext,
} from 'msw';

const NO_MATCH: HttpRequestParsedResult = { match: { matches: false, params: {} }, cookies: {} };

export class PathFirstHandler extends HttpHandler {
  override async parse(args: {
    request: Request;
    resolutionContext?: ResponseResolutionContext;
  }): Promise<HttpRequestParsedResult> {
    const { method, path } = this.info;
    if (typeof method === 'string' && typeof path === 'string') {
      if (args.request.method.toUpperCase() !== method) return NO_MATCH;
      const url = new URL(args.request.url);
      if (!matchRequestUrl(url, path, args.resolutionContext?.baseUrl).matches) return NO_MATCH;
    }
    return super.parse(args);
  }
}

function pathFirst(method: HttpHandlerMethod) {
  return (path: string, resolver: HttpResponseResolver) =>
    new PathFirstHandler(method, path, resolver);
}

/** The embedded backend's `http`: the same calls as msw's, path first. */
export const api = {
  get: pathFirst('GET'),
  post: pathFirst('POST'),
  put: pathFirst('PUT'),
  patch: pathFirst('PATCH'),
  delete: pathFirst('DELETE'),
};
