// @vitest-environment node
// contract:diff's mutation suite: single-change copies of the real contract, each with the verdict
// a backend team must get (issue 29). Breaking means it breaks the app as deployed, which calls
// the proposed (`x-stability-level: draft`) operations too; non-breaking changes must not raise
// a false alarm. Request and response sides, parameters, headers, enums, nullability, status
// codes, operations added, removed, deprecated, renamed path parameters. Then the CLI: the
// --known-only narrowing and the exit codes (0 none, 1 breaking, 2 could not run).
import './node-storage-shim';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diffContracts,
  formatChanges,
  loadContractSource,
  runCli,
} from '../../scripts/contract-diff';
import { CONTRACT_FILE } from '../../scripts/contract-schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const original = loadContractSource(CONTRACT_FILE) as Json;
const P = '/apiBack/v1';
const schemas = (d: Json) => d.components.schemas;
const op = (d: Json, path: string, method: string) => d.paths[`${P}${path}`][method];

/** `prepare` (both copies) sets up the state the change starts from. */
type Case = [name: string, mutate: (d: Json) => void, id: string, prepare?: (d: Json) => void];

const BREAKING: Case[] = [
  [
    'request: an optional property made required (draft operation)',
    (d) => schemas(d).ContactMessageInput.required.push('email'),
    'request-property-became-required',
  ],
  [
    'request: a new required property',
    (d) => {
      schemas(d).OfferFields.properties.priority = { type: 'integer', minimum: 1, maximum: 9 };
      schemas(d).OfferFields.required.push('priority');
    },
    'new-required-request-property',
  ],
  [
    'request: maxLength tightened',
    (d) => (schemas(d).ContactMessageInput.properties.message.maxLength = 500),
    'request-property-max-length-decreased',
  ],
  [
    'request: an enum value removed (query parameter)',
    (d) => (schemas(d).SortOrder.enum = ['newest', 'price_asc', 'price_desc', 'rating']),
    'request-parameter-enum-value-removed',
  ],
  [
    'request: a new required query parameter',
    (d) =>
      op(d, '/public/offices', 'get').parameters.push({
        name: 'region',
        in: 'query',
        required: true,
        schema: { type: 'string', maxLength: 20 },
      }),
    'new-required-request-parameter',
  ],
  [
    'request: an optional query parameter became required',
    (d) => (d.components.parameters.Sort.required = true),
    'request-parameter-became-required',
  ],
  [
    'request: a new required header',
    (d) =>
      op(d, '/user/offers/{id}', 'get').parameters.push({
        name: 'X-Branch',
        in: 'header',
        required: true,
        schema: { type: 'string' },
      }),
    'new-required-request-parameter',
  ],
  [
    'request: a property no longer nullable',
    (d) => (schemas(d).ContactMessageInput.properties.subject.type = 'string'),
    'request-property-became-not-nullable',
    (d) => (schemas(d).ContactMessageInput.properties.subject.type = ['string', 'null']),
  ],
  [
    'request: JSON no longer accepted (media type removed)',
    (d) => {
      const body = op(d, '/user/offers/{id}', 'put').requestBody;
      body.content = { 'application/x-www-form-urlencoded': body.content['application/json'] };
    },
    'request-body-media-type-removed',
  ],
  [
    'response: a required property removed',
    (d) => {
      const profile = schemas(d).TenantProfile;
      delete profile.properties.profile_completed;
      profile.required = profile.required.filter((k: string) => k !== 'profile_completed');
    },
    'response-required-property-removed',
  ],
  [
    'response: an enum value added (closed enum)',
    (d) => schemas(d).PlaceKind.enum.push('region'),
    'response-property-enum-value-added',
  ],
  [
    'response: a property became nullable',
    (d) => (schemas(d).City.properties.name_en.type = ['string', 'null']),
    'response-property-became-nullable',
  ],
  [
    'response: a property type changed',
    (d) => (schemas(d).Offer.allOf[1].properties.is_active = { type: 'string' }),
    'response-property-type-changed',
  ],
  [
    'response: the success status changed (200 → 204)',
    (d) => {
      const r = op(d, '/user/offers/{id}', 'get').responses;
      r['204'] = { description: 'no content' };
      delete r['200'];
    },
    'response-success-status-removed',
  ],
  [
    'response: a header removed (Retry-After on 429)',
    (d) => delete d.components.responses.TooManyRequests.headers['Retry-After'],
    'response-optional-header-removed',
  ],
  [
    'response: a header type changed',
    (d) => (d.components.responses.TooManyRequests.headers['Retry-After'].schema.type = 'string'),
    'response-header-type-changed',
  ],
  [
    'operation removed without deprecation',
    (d) => delete d.paths[`${P}/user/offers/{id}`].get,
    'api-removed-without-deprecation',
  ],
];

const NON_BREAKING: Case[] = [
  [
    'response: an optional property added',
    (d) => (schemas(d).City.properties.region = { type: 'string', maxLength: 40 }),
    'response-optional-property-added',
  ],
  [
    'request: an optional property added',
    (d) => (schemas(d).ContactMessageInput.properties.company = { type: 'string', maxLength: 80 }),
    'new-optional-request-property',
  ],
  [
    'request: an enum value added (query parameter)',
    (d) => schemas(d).SortOrder.enum.push('oldest'),
    'request-parameter-enum-value-added',
  ],
  [
    'response: an enum value removed',
    (d) => (schemas(d).PlaceKind.enum = ['city', 'district']),
    'response-property-enum-value-removed',
  ],
  [
    'request: maxLength loosened',
    (d) => (schemas(d).ContactMessageInput.properties.message.maxLength = 4000),
    'request-property-max-length-increased',
  ],
  [
    'response: maxLength tightened',
    (d) => (schemas(d).City.properties.name_en.maxLength = 40),
    'response-property-max-length-decreased',
  ],
  [
    'request: a required property made optional',
    (d) => (schemas(d).ContactMessageInput.required = ['phone', 'message']),
    'request-property-became-optional',
  ],
  [
    'request: a property became nullable',
    (d) => (schemas(d).ContactMessageInput.properties.email.type = ['string', 'null']),
    'request-property-became-nullable',
  ],
  [
    'request: a new optional query parameter',
    (d) =>
      op(d, '/public/offices', 'get').parameters.push({
        name: 'region',
        in: 'query',
        schema: { type: 'string', maxLength: 20 },
      }),
    'new-optional-request-parameter',
  ],
  [
    'response: a new required header',
    (d) =>
      (d.components.responses.TooManyRequests.headers['X-RateLimit-Reset'] = {
        required: true,
        schema: { type: 'integer' },
      }),
    'response-required-header-added',
  ],
  [
    'response: an error status added',
    (d) =>
      (op(d, '/user/offers/{id}', 'get').responses['409'] = {
        $ref: '#/components/responses/ValidationFailed',
      }),
    '',
  ],
  [
    'operation added',
    (d) =>
      (d.paths[`${P}/public/regions`] = {
        get: {
          operationId: 'listRegions',
          responses: { '200': { description: 'ok' } },
        },
      }),
    'endpoint-added',
  ],
  [
    'operation deprecated',
    (d) => (op(d, '/user/offers/{id}', 'get').deprecated = true),
    'endpoint-deprecated',
  ],
  [
    'path parameter renamed ({id} → {offerId}, same URL)',
    (d) => {
      const item = d.paths[`${P}/user/offers/{id}`];
      delete d.paths[`${P}/user/offers/{id}`];
      for (const method of ['get', 'put', 'delete'])
        if (item[method])
          item[method].parameters = [
            {
              name: 'offerId',
              in: 'path',
              required: true,
              schema: { $ref: '#/components/schemas/Id' },
            },
          ];
      d.paths[`${P}/user/offers/{offerId}`] = item;
    },
    'request-path-param-renamed',
  ],
  [
    'a description changed',
    (d) => (op(d, '/user/offers/{id}', 'get').summary = 'One offer, with its units'),
    '',
  ],
];

function verdict(mutate: (d: Json) => void, prepare?: (d: Json) => void) {
  const before = structuredClone(original);
  prepare?.(before);
  const after = structuredClone(before);
  mutate(after);
  return diffContracts(before, after);
}

describe('contract:diff mutation suite (real contract, one change each)', () => {
  it('has at least ten breaking and ten non-breaking kinds', () => {
    expect(BREAKING.length).toBeGreaterThanOrEqual(10);
    expect(NON_BREAKING.length).toBeGreaterThanOrEqual(10);
  });

  it.each(BREAKING)('breaking: %s', (_name, mutate, id, prepare) => {
    const changes = verdict(mutate, prepare);
    const breaking = changes.filter((c) => c.severity === 'breaking');
    expect(
      breaking.map((c) => c.id),
      formatChanges(changes, true),
    ).toContain(id);
  });

  it.each(NON_BREAKING)('not breaking: %s', (_name, mutate, id, prepare) => {
    const changes = verdict(mutate, prepare);
    expect(
      changes.filter((c) => c.severity !== 'info'),
      formatChanges(changes, true),
    ).toEqual([]);
    if (id) expect(changes.map((c) => c.id)).toContain(id);
  });
});

describe('contract:diff CLI', () => {
  let dir: string;
  const write = async (name: string, text: string) => {
    await writeFile(join(dir, name), text);
    return join(dir, name);
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-diff-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a breaking change to a draft operation fails by default; --known-only narrows it', async () => {
    const after = structuredClone(original);
    schemas(after).ContactMessageInput.required.push('email');
    const older = await write('old.json', JSON.stringify(original));
    const newer = await write('draft-broken.json', JSON.stringify(after));
    const run = runCli([older, '--new', newer]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^BREAKING +request +request-property-became-required/m);
    const narrowed = runCli([older, '--new', newer, '--known-only']);
    expect(narrowed.code).toBe(0);
    expect(runCli([older, '--new', newer, '--known-only', '--all']).output).toMatch(
      /not x-spec: known; breaking without --known-only/,
    );
    // A known call stays breaking with --known-only.
    const known = structuredClone(original);
    delete known.paths[`${P}/ordinaries/invoices/{id}`].get;
    const knownFile = await write('known-broken.json', JSON.stringify(known));
    expect(runCli([older, '--new', knownFile, '--known-only']).code).toBe(1);
  });

  it('exit 2 with one line when it cannot run: missing file, unknown ref, not a contract', async () => {
    const older = await write('old2.json', JSON.stringify(original));
    for (const [args, message] of [
      [['openapi/apibak.yaml'], /^contract:diff: openapi\/apibak\.yaml: no such file$/],
      [['no-such-ref-xyz'], /^contract:diff: no-such-ref-xyz: neither a file nor a git ref/],
      [[await write('junk.yaml', 'a: [1, 2\n')], /: not YAML or JSON/],
      [[await write('plain.yaml', 'name: x\n')], /: not an OpenAPI 3 contract/],
      [[older, '--new', join(dir, 'missing.yaml')], /missing\.yaml: no such file$/],
      [[older, '--bogus'], /^contract:diff: Unknown option '--bogus'/],
    ] as const) {
      const run = runCli([...args]);
      expect(run.code, run.output).toBe(2);
      expect(run.output.split('\n')[0]).toMatch(message);
      expect(run.output).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect(runCli([older, '--new', older]).code).toBe(0);
  });
});
