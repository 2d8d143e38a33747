// `npm run mock:server -- --stateless [--dynamic]`: Prism's behaviour for a team that wants it.
// Every operation of the contract answers without state: the request is checked the way Prism
// checks it (no token on an operation that needs one → 401; a query or body the contract
// refuses → 422 with per-field messages, from the same validator the stateful backend uses);
// then the first declared success answers with the operation's own example, else one composed
// from the schemas' examples (static, the default), or with the generated faker factories
// (`--dynamic`: mocks/generated, orval). Nothing is stored: a create is not readable after.
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as factories from '../mocks/generated/endpoints/index.faker';
import { contractBodyErrors, contractQueryErrors } from '../mocks/lib/contract';
import {
  deref,
  listOperations,
  type OpenApiDoc,
  type ResponseObject,
  type Schema,
} from './contract-schema.ts';
import { exampleValue } from './probe-bodies.ts';

export type StatelessMode = 'static' | 'dynamic';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The generated faker factory of an operation (`getListOffersResponseMock`), if any. */
function factoryOf(operationId: string): (() => unknown) | undefined {
  const fn = (factories as Record<string, unknown>)[`get${pascal(operationId)}ResponseMock`];
  return typeof fn === 'function' ? (fn as () => unknown) : undefined;
}

/** The answer of a declared response: its example, else from its schema (or faker). */
function bodyOf(
  doc: OpenApiDoc,
  response: ResponseObject,
  mode: StatelessMode,
  factory?: () => unknown,
): { type: string; body: unknown } | undefined {
  const content = deref(doc, response).content ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type || !media) return undefined;
  if (media.example !== undefined) return { type, body: media.example };
  if (mode === 'dynamic' && factory) return { type, body: factory() };
  return { type, body: exampleValue(media.schema as Schema, doc) };
}

function answer(type: string, body: unknown, status: number): Response {
  if (type.includes('json')) return HttpResponse.json(body as object, { status });
  return new HttpResponse(String(body ?? ''), { status, headers: { 'Content-Type': type } });
}

export function statelessHandlers(doc: OpenApiDoc, mode: StatelessMode): RequestHandler[] {
  // Literal paths before templated ones (`/user/users/lookup` before `/user/users/{id}`).
  const ops = listOperations(doc).sort(
    (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
  );
  return ops.map(({ method, path, op }) => {
    const success = Object.keys(op.responses).find((c) => /^2\d\d$/.test(c)) ?? '200';
    const refusal = (status: string, fallback: string, errors?: Record<string, string[]>) => {
      const declared = op.responses[status];
      const example = declared ? bodyOf(doc, declared, 'static')?.body : undefined;
      const message = (example as { message?: string } | undefined)?.message ?? fallback;
      return HttpResponse.json(errors ? { message, errors } : { message }, {
        status: Number(status),
      });
    };
    return http[method](`*${path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request }) => {
      const account = op['x-account'] ?? 'public';
      if (account !== 'public' && !/^Bearer \S+/.test(request.headers.get('Authorization') ?? ''))
        return refusal('401', 'please login to continue');
      const url = new URL(request.url);
      const queryErrors = contractQueryErrors(path, method, url);
      if (queryErrors) return refusal('422', 'Invalid Input', queryErrors);
      if (method !== 'get' && method !== 'delete') {
        const type = request.headers.get('content-type') ?? '';
        const media = requestMedia(doc, op.requestBody);
        if (media.required && !media.types.some((t) => type.includes(t)))
          return refusal('415', `Send ${media.types.join(' or ')}`);
        if (type.includes('multipart/form-data') && media.multipart) {
          const form = await request.formData().catch(() => undefined);
          const errors = missingFields(doc, media.multipart, form);
          if (errors) return refusal('422', 'Invalid Input', errors);
        }
        const body = type.includes('json')
          ? await request.json().catch(() => undefined)
          : undefined;
        const bodyErrors = type.includes('json') ? contractBodyErrors(path, method, body) : null;
        if (bodyErrors) return refusal('422', 'Invalid Input', bodyErrors);
      }
      const declared = op.responses[success];
      const found = declared ? bodyOf(doc, declared, mode, factoryOf(op.operationId)) : undefined;
      if (!found) return new HttpResponse(null, { status: Number(success) });
      return answer(found.type, found.body, Number(success));
    });
  });
}

/** The media types a request body may use, whether it is required, and its multipart schema. */
function requestMedia(doc: OpenApiDoc, raw: unknown) {
  const rb = raw
    ? (deref(doc, raw as { $ref?: string }) as {
        required?: boolean;
        content?: Record<string, { schema?: Schema }>;
      })
    : undefined;
  const content = rb?.content ?? {};
  return {
    required: rb?.required === true,
    types: Object.keys(content),
    multipart: content['multipart/form-data']?.schema,
  };
}

/** Prism's check of a multipart body: every required field present (an empty form is refused). */
function missingFields(
  doc: OpenApiDoc,
  raw: Schema,
  form: FormData | undefined,
): Record<string, string[]> | null {
  let s = raw;
  for (let i = 0; i < 8 && typeof s.$ref === 'string'; i++)
    s = deref(doc, s as { $ref?: string }) as Schema;
  const required = [
    ...((s.required as string[] | undefined) ?? []),
    ...((s.allOf as Schema[] | undefined) ?? []).flatMap(
      (p) =>
        ((deref(doc, p as { $ref?: string }) as Schema).required as string[] | undefined) ?? [],
    ),
  ];
  const missing = required.filter((k) => !form?.has(k) && !form?.has(`${k}[]`));
  return missing.length
    ? Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]]))
    : null;
}
