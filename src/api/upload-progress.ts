// Uploads that report their progress. fetch() cannot tell how much of a body has been sent,
// XMLHttpRequest can: this is a fetch for ONE call (openapi-fetch's per-request `fetch`), so
// the call keeps the client's middleware (headers, 401) and result handling.
//   apiClient.POST('/apiBack/v1/user/profile/logo', {
//     body: { logo: file }, bodySerializer: toFormData, fetch: progressFetch(setFraction) })
import { TIME_LIMITS } from './client';
import { ApiNetworkError } from './result';

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A fetch that sends with XMLHttpRequest and reports the share of the body sent (0..1). */
export function progressFetch(
  onProgress: (fraction: number) => void,
  timeoutMs: number = TIME_LIMITS.upload,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      // The body's multipart boundary travels in the Content-Type the request already has.
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
      };
      xhr.onload = () => {
        onProgress(1);
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new ApiNetworkError(new Error('upload failed')));
      xhr.ontimeout = () => reject(new DOMException('upload timed out', 'TimeoutError'));
      xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      onProgress(0);
      xhr.send(body);
    });
  };
}
