// Malformed request bodies for one write operation, built from the contract and the
// operation's valid conformance fixture: raw bytes that are not the declared media type or
// do not parse, JSON that is not an object, objects with prototype keys, and the valid body
// with one field at a time turned into a wrong type, removed, or made huge. Each case says
// whether ANY 2xx is wrong (`mustRefuse`); field mutations are judged by the contract
// itself in the test (ajv says invalid → a 2xx is a wrong accept).

export interface FuzzCase {
  name: string;
  contentType?: string;
  /** Raw bytes, or an object sent as JSON / as multipart fields. */
  raw?: string;
  json?: unknown;
  form?: Array<[string, string | Blob]>;
  /** True when the case is not the declared media type or not an object at all. */
  mustRefuse: boolean;
}

/** Bodies per operation, at least (the bar). */
export const MIN_CASES = 32;

const WRONG_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['number', 12345],
  ['negative', -1],
  ['huge number', 1e308],
  ['text', 'abc'],
  ['empty text', ''],
  ['NUL', '\u0000'],
  ['long text', 'ا'.repeat(5000)],
  ['object', { nested: { deeper: [1, 2] } }],
  ['array', ['x', 1, null]],
  ['boolean', true],
];

/** Bodies that are not JSON objects, or not JSON at all, sent as application/json. */
const RAW_JSON: Array<[string, string]> = [
  ['null', 'null'],
  ['empty array', '[]'],
  ['array of objects', '[{}]'],
  ['zero', '0'],
  ['string', '"text"'],
  ['true', 'true'],
  ['cut object', '{'],
  ['cut member', '{"a":'],
  ['trailing brace', '{}}'],
  ['single quotes', "{'a':1}"],
  ['NUL byte', '\u0000'],
  ['bare word', 'undefined'],
];

/** Whole objects with prototype keys and other hostile shapes. */
const HOSTILE_OBJECTS: Array<[string, string]> = [
  ['__proto__ key', '{"__proto__":{"is_admin":true}}'],
  ['constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['toString key', '{"toString":1,"valueOf":"x"}'],
  ['empty key', '{"":""}'],
  ['deep nesting', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`],
];

function multipartOf(fields: Array<[string, string]>, boundary = 'fuzzboundary'): string {
  return (
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

/** Malformed bodies for a JSON operation whose valid body is `valid`. */
export function jsonCases(valid: Record<string, unknown>, props: string[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const JSON_TYPE = 'application/json';
  for (const [name, raw] of RAW_JSON)
    cases.push({ name: `json ${name}`, contentType: JSON_TYPE, raw, mustRefuse: true });
  const text = JSON.stringify(valid);
  cases.push(
    { name: 'valid body as text/plain', contentType: 'text/plain', raw: text, mustRefuse: true },
    {
      name: 'valid body form-encoded',
      contentType: 'application/x-www-form-urlencoded',
      raw:
        new URLSearchParams(
          Object.entries(valid).map(([k, v]) => [k, String(v)] as [string, string]),
        ).toString() || 'unexpected=1',
      mustRefuse: true,
    },
    {
      name: 'valid body as multipart',
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      raw: multipartOf(Object.entries(valid).map(([k, v]) => [k, String(v)])),
      mustRefuse: true,
    },
    { name: 'valid body without a content type', raw: text, mustRefuse: true },
  );
  for (const [name, raw] of HOSTILE_OBJECTS)
    cases.push({ name, contentType: JSON_TYPE, raw, mustRefuse: false });
  // Each field gets a wrong value (rotating through the list) and goes missing once; fields
  // are cycled until the operation has at least MIN_CASES bodies.
  const fields = props.length ? props : ['unexpected'];
  for (const prop of props) {
    const without = { ...valid };
    delete without[prop];
    cases.push({ name: `${prop}: missing`, json: without, mustRefuse: false });
  }
  const mutations = Math.max(fields.length, MIN_CASES - cases.length);
  for (let i = 0; i < mutations; i++) {
    const prop = fields[i % fields.length];
    const [label, value] = WRONG_VALUES[i % WRONG_VALUES.length];
    cases.push({ name: `${prop}: ${label}`, json: { ...valid, [prop]: value }, mustRefuse: false });
  }
  return cases;
}

/** A file of `size` bytes starting with `head` (magic bytes decide what it really is). */
const fileOf = (name: string, type: string, head: string, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head).slice(0, size));
  return new File([bytes], name, { type });
};

/** Malformed bodies for a multipart operation whose valid form is `valid`. */
export function formCases(valid: Array<[string, string | Blob]>): FuzzCase[] {
  const mp = 'multipart/form-data; boundary=xyz';
  const cases: FuzzCase[] = [
    { name: 'abc as multipart', contentType: 'multipart/form-data', raw: 'abc', mustRefuse: true },
    { name: 'abc with a boundary', contentType: mp, raw: 'abc', mustRefuse: true },
    {
      name: 'cut-off part',
      contentType: mp,
      raw: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
      mustRefuse: true,
    },
    {
      name: 'headers only',
      contentType: mp,
      raw: '--xyz\r\nContent-Type: x\r\n',
      mustRefuse: true,
    },
    {
      name: 'wrong boundary',
      contentType: 'multipart/form-data; boundary=other',
      raw: multipartOf([['a', '1']], 'xyz'),
      mustRefuse: true,
    },
    { name: 'JSON body', contentType: 'application/json', raw: '{}', mustRefuse: true },
    { name: 'JSON null', contentType: 'application/json', raw: 'null', mustRefuse: true },
    { name: 'text/plain', contentType: 'text/plain', raw: 'kind=image', mustRefuse: true },
    {
      name: 'form-encoded',
      contentType: 'application/x-www-form-urlencoded',
      raw: 'kind=image&file=x.jpg',
      mustRefuse: true,
    },
    { name: 'no content type', raw: 'abc', mustRefuse: true },
    { name: 'empty form', form: [], mustRefuse: false },
    { name: '__proto__ field', form: [...valid, ['__proto__', 'x']], mustRefuse: false },
    { name: 'constructor field', form: [...valid, ['constructor', 'x']], mustRefuse: false },
  ];
  const texts: Array<[string, string]> = [
    ['empty', ''],
    ['spaces', '   '],
    ['NUL', '\u0000'],
    ['long', 'ا'.repeat(5000)],
    ['number text', '12345'],
    ['zero', '0'],
    ['negative', '-1'],
    ['huge number', '1e308'],
    ['JSON object', '{"a":1}'],
    ['boolean text', 'true'],
    ['markup', '<script>alert(1)</script>'],
  ];
  const files: Array<[string, File]> = [
    ['HTML file', fileOf('x.html', 'text/html', '<html><script>alert(1)</script></html>')],
    ['exe named .jpg', fileOf('x.jpg', 'image/jpeg', 'MZ\u0090\u0000', 64)],
    ['empty file', fileOf('empty.jpg', 'image/jpeg', '', 0)],
    ['JSON as a file', fileOf('x.json', 'application/json', '{"a":1}')],
  ];
  const names = [...new Set(valid.map(([k]) => k))];
  for (const name of names) {
    const others = valid.filter(([k]) => k !== name);
    cases.push({ name: `${name}: missing`, form: others, mustRefuse: false });
    if (valid.some(([k, v]) => k === name && typeof v !== 'string'))
      for (const [label, value] of files)
        cases.push({
          name: `${name}: ${label}`,
          form: [...others, [name, value]],
          mustRefuse: true,
        });
  }
  const mutations = Math.max(names.length, MIN_CASES - cases.length);
  for (let i = 0; i < mutations; i++) {
    const name = names[i % names.length] ?? 'unexpected';
    const [label, value] = texts[i % texts.length];
    const others = valid.filter(([k]) => k !== name);
    cases.push({ name: `${name}: ${label}`, form: [...others, [name, value]], mustRefuse: false });
  }
  return cases;
}
