// HTTP for contract:probe: one call with the contract's headers, and the two accounts (a token
// given, or a login by phone and code through sendCode + verifyCode).
export type Account = 'tenant' | 'lessor';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Multipart fields (uploads; files as Blobs); sent as FormData. */
  form?: Record<string, string | Blob>;
  /** The Accept header (default JSON): the media types the operation answers with. */
  accept?: string;
  query?: URLSearchParams;
  /** The app key to send; `null` sends none. Defaults to the probe's key. */
  appKey?: string | null;
}

export type Call = (method: string, path: string, opts?: CallOptions) => Promise<Answer>;

export function createCall(baseUrl: string, appKey: string, fetchImpl: typeof fetch): Call {
  const origin = baseUrl.replace(/\/+$/, '').replace(/\/apiBack\/v1$/, '');
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = {
      'Accept-Language': 'ar',
      Accept: opts.accept ?? 'application/json',
    };
    const key = opts.appKey === undefined ? appKey : opts.appKey;
    if (key !== null) headers['X-App-Key'] = key;
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(opts.form))
        if (typeof v === 'string') form.append(k, v);
        else form.append(k, v, 'probe.png');
      body = form;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const qs = opts.query?.toString();
    const started = Date.now();
    const res = await fetchImpl(origin + path + (qs ? `?${qs}` : ''), { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json, ms: Date.now() - started };
  };
}

export interface AccountOptions {
  token?: string;
  phone?: string;
  code?: string;
}

/** The documented demo accounts of the embedded backend, used when nothing else is given. */
export const DEMO: Record<Account, AccountOptions> = {
  tenant: { phone: '0500000001', code: '1234' },
  lessor: { phone: '0500000002', code: '1234' },
};

/** A token for each account, or why there is none. */
export async function resolveAccounts(
  call: Call,
  given: Partial<Record<Account, AccountOptions>>,
  demoLogin: boolean,
): Promise<{
  tokens: Partial<Record<Account, string>>;
  problems: Partial<Record<Account, string>>;
}> {
  const tokens: Partial<Record<Account, string>> = {};
  const problems: Partial<Record<Account, string>> = {};
  for (const account of ['tenant', 'lessor'] as const) {
    const g = given[account] ?? {};
    if (g.token) {
      tokens[account] = g.token;
      continue;
    }
    const login = g.phone ? g : demoLogin ? DEMO[account] : undefined;
    if (!login?.phone || !login.code) {
      problems[account] =
        `no ${account} account: pass --${account}-token, or --${account}-phone and --${account}-code`;
      continue;
    }
    try {
      await call('POST', '/apiBack/v1/auth/send-code', {
        body: { phone: login.phone, channel: 'sms' },
      });
      const r = await call('POST', '/apiBack/v1/auth/verify-code', {
        body: { phone: login.phone, code: login.code },
      });
      const token = (r.json as { data?: { token?: string } } | undefined)?.data?.token;
      if (token) tokens[account] = token;
      else
        problems[account] =
          `${account} login (${login.phone}) answered ${r.status} without a token${r.status === 401 ? ' (is --app-key right?)' : ''}`;
    } catch (e) {
      problems[account] = `${account} login failed: ${(e as Error).message}`;
    }
  }
  return { tokens, problems };
}
