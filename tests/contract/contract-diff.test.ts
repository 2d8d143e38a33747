// @vitest-environment node
// The diff's regression cases: each mutates a small contract in one way and asserts the check id
// (oasdiff's), the severity, the direction, the JSON pointer and the exit code. Then one shared
// bound narrowed in the real contract must come out as one line, not one per operation.
import './node-storage-shim';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  diffContracts,
  formatChanges,
  loadContractSource,
  runCli,
} from '../../scripts/contract-diff';
import { CONTRACT_FILE } from '../../scripts/contract-schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const envelope = (schema: unknown) => ({
  type: 'object',
  required: ['data'],
  properties: { data: schema },
});

function base(): Json {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/items': {
        get: {
          operationId: 'listItems',
          parameters: [{ $ref: '#/components/parameters/Page' }],
          responses: { '200': json(envelope({ type: 'array', items: ref('Item') })) },
        },
        post: {
          operationId: 'createItem',
          requestBody: { required: true, ...json(ref('ItemInput')) },
          responses: { '201': json(envelope(ref('Item'))) },
        },
      },
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '200': json(envelope(ref('Item'))), '404': json(ref('ApiError')) },
        },
        put: {
          operationId: 'updateItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          requestBody: { required: true, ...json(ref('ItemInput')) },
          responses: { '200': json(envelope(ref('Item'))) },
        },
      },
      '/drafts': {
        get: {
          operationId: 'listDrafts',
          'x-stability-level': 'draft',
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
          responses: { '200': json(envelope(ref('Item'))) },
        },
      },
    },
    components: {
      parameters: {
        Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      },
      schemas: {
        Item: {
          type: 'object',
          required: ['id', 'name', 'status', 'area'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string', maxLength: 100 },
            status: { type: 'string', enum: ['open', 'closed'] },
            area: { type: 'integer', maximum: 1000 },
            note: { type: 'string' },
          },
        },
        ItemInput: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', maxLength: 100 },
            kind: { type: 'string', enum: ['desk', 'room'] },
            size: { type: 'integer', maximum: 500 },
          },
        },
        ApiError: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string' } },
        },
      },
    },
  };
}

/** Diffs base() against a mutated copy; returns the changes other than info. */
function diff(mutate: (doc: Json) => void, opts = {}, prepare?: (doc: Json) => void) {
  const before = base();
  prepare?.(before);
  const after = base();
  prepare?.(after);
  mutate(after);
  return diffContracts(before, after, opts);
}
const schemas = (d: Json) => d.components.schemas;

type Mutation = (d: Json) => void;
type Case = [string, Mutation, string, string, string, string[], Mutation?];

describe('contract:diff cases (oasdiff check ids)', () => {
  it.each<Case>([
    [
      'removed required response field',
      (d: Json) => {
        delete schemas(d).Item.properties.area;
        schemas(d).Item.required = ['id', 'name', 'status'];
      },
      'response-required-property-removed',
      'response',
      '#/components/schemas/Item/properties/area',
      ['listItems', 'createItem', 'getItem', 'updateItem', 'listDrafts'],
    ],
    [
      'new required request field',
      (d: Json) => {
        schemas(d).ItemInput.properties.floor = { type: 'integer' };
        schemas(d).ItemInput.required.push('floor');
      },
      'new-required-request-property',
      'request',
      '#/components/schemas/ItemInput/properties/floor',
      ['createItem', 'updateItem'],
    ],
    [
      'renamed request enum value',
      (d: Json) => (schemas(d).ItemInput.properties.kind.enum = ['desk', 'meeting-room']),
      'request-property-enum-value-removed',
      'request',
      '#/components/schemas/ItemInput/properties/kind',
      ['createItem', 'updateItem'],
    ],
    [
      'renamed response enum value',
      (d: Json) => (schemas(d).Item.properties.status.enum = ['open', 'archived']),
      'response-property-enum-value-added',
      'response',
      '#/components/schemas/Item/properties/status',
      ['listItems', 'createItem', 'getItem', 'updateItem', 'listDrafts'],
    ],
    [
      'response type change (string to integer)',
      (d: Json) => (schemas(d).Item.properties.name = { type: 'integer' }),
      'response-property-type-changed',
      'response',
      '#/components/schemas/Item/properties/name',
      ['listItems', 'createItem', 'getItem', 'updateItem', 'listDrafts'],
    ],
    [
      'response property became nullable (3.1 type array)',
      (d: Json) => (schemas(d).Item.properties.name.type = ['string', 'null']),
      'response-property-became-nullable',
      'response',
      '#/components/schemas/Item/properties/name',
      ['listItems', 'createItem', 'getItem', 'updateItem', 'listDrafts'],
    ],
    [
      'response property became nullable (oneOf with null)',
      (d: Json) =>
        (schemas(d).Item.properties.name = {
          oneOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }],
        }),
      'response-property-became-nullable',
      'response',
      '#/components/schemas/Item/properties/name',
      ['listItems', 'createItem', 'getItem', 'updateItem', 'listDrafts'],
    ],
    [
      'request property no longer nullable',
      (d: Json) => (schemas(d).ItemInput.properties.kind.type = 'string'),
      'request-property-became-not-nullable',
      'request',
      '#/components/schemas/ItemInput/properties/kind',
      ['createItem', 'updateItem'],
      (d: Json) => (schemas(d).ItemInput.properties.kind.type = ['string', 'null']),
    ],
    [
      'removed operation',
      (d: Json) => delete d.paths['/items/{id}'].put,
      'api-removed-without-deprecation',
      'operation',
      '#/paths/~1items~1{id}/put',
      ['updateItem'],
    ],
    [
      'parameter made required',
      (d: Json) => (d.components.parameters.Page.required = true),
      'request-parameter-became-required',
      'operation',
      '#/components/parameters/Page',
      ['listItems'],
    ],
    [
      'narrowed request constraint (shared maximum)',
      (d: Json) => (schemas(d).ItemInput.properties.size.maximum = 200),
      'request-property-max-decreased',
      'request',
      '#/components/schemas/ItemInput/properties/size',
      ['createItem', 'updateItem'],
    ],
    [
      'widened response constraint',
      (d: Json) => (schemas(d).Item.properties.area.maximum = 5000),
      'response-property-max-increased',
      'response',
      '#/components/schemas/Item/properties/area',
      ['listItems', 'createItem', 'getItem', 'updateItem', 'listDrafts'],
    ],
    [
      'narrowed parameter constraint (minimum raised)',
      (d: Json) => (d.components.parameters.Page.schema.minimum = 2),
      'request-parameter-min-increased',
      'request',
      '#/components/parameters/Page/schema',
      ['listItems'],
    ],
  ])('%s → %s', (_name, mutate, id, direction, pointer, operations, prepare) => {
    const changes = diff(mutate, {}, prepare);
    const hits = changes.filter((c) => c.id === id && c.severity === 'breaking');
    expect(hits, formatChanges(changes)).toHaveLength(1); // duplicates folded into one line
    expect(hits[0]).toMatchObject({ severity: 'breaking', direction, pointer });
    expect(hits[0].operations.sort()).toEqual([...operations].sort());
    expect(hits[0].text).not.toBe('');
  });

  it('grades one change by direction: narrowing a bound breaks requests only', () => {
    const changes = diff((d) => {
      schemas(d).Item.properties.area.maximum = 500; // response: narrower is safe
      schemas(d).ItemInput.properties.size.maximum = 100; // request: narrower breaks
    });
    expect(changes.find((c) => c.pointer.endsWith('Item/properties/area'))?.severity).toBe('info');
    expect(changes.find((c) => c.pointer.endsWith('ItemInput/properties/size'))?.severity).toBe(
      'breaking',
    );
  });

  it('grades per operation: a draft operation breaks too; --known-only leaves it out', () => {
    const known = (d: Json) =>
      ['get', 'post'].forEach((m) => (d.paths['/items'][m]['x-spec'] = 'known'));
    const mutate = (d: Json) => (schemas(d).Item.properties.name = { type: 'integer' });
    const all = diff(mutate, {}, known).filter((c) => c.id === 'response-property-type-changed');
    expect(all.map((c) => [c.severity, c.operations.length])).toEqual([['breaking', 5]]);
    const narrowed = diff(mutate, { knownOnly: true }, known).filter(
      (c) => c.id === 'response-property-type-changed',
    );
    expect(narrowed.map((c) => [c.severity, c.operations])).toEqual([
      ['breaking', ['listItems', 'createItem']],
      ['info', ['getItem', 'updateItem', 'listDrafts']],
    ]);
    expect(diff((d) => delete d.paths['/drafts'].get)[0].severity).toBe('breaking');
    expect(diff((d) => delete d.paths['/drafts'].get, { knownOnly: true })[0]).toMatchObject({
      severity: 'info',
      outsideKnown: true,
      level: 'error',
    });
  });

  it('reports non-breaking changes without failing', () => {
    const changes = diff((d) => {
      schemas(d).Item.properties.rating = { type: 'number' };
      schemas(d).ItemInput.properties.kind.enum.push('booth');
      schemas(d).Item.properties.status.enum = ['open']; // response enum narrowed
    });
    expect(changes.map((c) => [c.id, c.severity])).toEqual(
      expect.arrayContaining([
        ['response-optional-property-added', 'info'],
        ['request-property-enum-value-added', 'info'],
        ['response-property-enum-value-removed', 'info'],
      ]),
    );
    expect(changes.every((c) => c.severity === 'info')).toBe(true);
  });

  it('folds a shared bound narrowed in the real contract into one line', () => {
    const doc = loadContractSource(CONTRACT_FILE) as Json;
    const after = structuredClone(doc);
    // The most shared bounded parameter: every list operation reaches it.
    after.components.parameters.Page.schema.maximum = 50;
    const changes = diffContracts(doc, after);
    expect(changes).toHaveLength(1);
    expect(changes[0].operations.length).toBeGreaterThan(20);
    expect(formatChanges(changes).split('\n')[0]).toMatch(
      /^BREAKING request +request-parameter-max-decreased +#\/components\/parameters\/Page\/schema .* \+\d+ more\]$/,
    );
    expect(diffContracts(doc, doc)).toEqual([]);
  });

  it('exits 1 on a breaking change, 0 otherwise, reading files or git refs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-diff-'));
    const write = async (name: string, doc: Json) => {
      await writeFile(join(dir, name), stringify(doc));
      return join(dir, name);
    };
    const older = await write('old.yaml', base());
    const broken = base();
    delete broken.paths['/items'].get;
    const widened = base();
    schemas(widened).Item.properties.rating = { type: 'number' };
    const brokenFile = await write('broken.yaml', broken);
    const widenedFile = await write('widened.yaml', widened);
    expect(runCli([older, '--new', brokenFile]).code).toBe(1);
    expect(runCli([older, '--new', widenedFile]).code).toBe(0);
    const warned = base();
    delete schemas(warned).Item.properties.note;
    const warnedFile = await write('warned.yaml', warned);
    expect(runCli([older, '--new', warnedFile]).code).toBe(0);
    expect(runCli([older, '--new', warnedFile, '--fail-on', 'warning']).code).toBe(1);
    expect(runCli([]).code).toBe(2);
    await rm(dir, { recursive: true, force: true });
  });
});
