// The wizard config is held to its schema by the type checker. Each `@ts-expect-error` below
// must be needed: if the engine's types stopped rejecting the mistake, `tsc` (part of the test
// command) fails with "Unused '@ts-expect-error' directive".
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineWizard, stepOfField, type FieldName, type WizardDef } from './define-wizard';

const schema = z.object({
  name: z.string(),
  rooms: z.number(),
  photos: z.array(z.object({ path: z.string() })),
  cover: z.string().nullish(),
  prices: z.array(z.object({ type: z.string(), active: z.boolean(), price: z.string() })),
  accept: z.boolean().default(false),
});
const submit = async () => undefined;

describe('defineWizard types', () => {
  it('takes fields, main-image and confirmation fields from the schema', () => {
    const def = defineWizard({
      ns: 'test',
      schema,
      fields: {
        name: { kind: 'text', ltr: true },
        rooms: { kind: 'number', placeholder: 'fields.rooms' },
        photos: { kind: 'images', min: 1, mainField: 'cover' },
        prices: {
          kind: 'rows',
          rowLabel: (row) => `types.${row.type}`,
          fields: {
            active: { kind: 'checkbox', labelOf: (row) => `types.${row.type}` },
            price: { kind: 'number', hideLabel: true },
          },
        },
      },
      steps: [
        { id: 'info', fields: ['name', 'rooms'] },
        { id: 'more', fields: ['photos', 'prices'] },
        { id: 'review', kind: 'review' },
      ],
      confirmSubmit: { title: 't', body: 'b', confirm: 'c', review: 'r', setField: 'accept' },
      submit: async (values) => {
        expectTypeOf(values.prices[0].active).toEqualTypeOf<boolean>();
        expectTypeOf(values.accept).toEqualTypeOf<boolean>();
      },
    });
    expectTypeOf<FieldName<typeof schema>>().toEqualTypeOf<
      'name' | 'rooms' | 'photos' | 'cover' | 'prices' | 'accept'
    >();
    expectTypeOf(def.steps[0].fields).toEqualTypeOf<
      readonly FieldName<typeof schema>[] | undefined
    >();
    // Any typed wizard is a wizard the engine can run.
    expectTypeOf(def).toExtend<WizardDef>();
    expect(stepOfField(def.steps, 'prices.0.price')).toBe(1);
  });

  it('rejects a misspelt step field', () => {
    defineWizard({
      ns: 'test',
      schema,
      fields: { name: { kind: 'text' } },
      // @ts-expect-error "nmae" is not a key of the schema
      steps: [{ id: 'info', fields: ['nmae'] }],
      submit,
    });
  });

  it('rejects a step field that has no definition in `fields`', () => {
    defineWizard({
      ns: 'test',
      schema,
      // @ts-expect-error "rooms" is shown by a step but not defined
      fields: { name: { kind: 'text' } },
      steps: [{ id: 'info', fields: ['name', 'rooms'] }],
      submit,
    });
  });

  it('rejects an unknown key in `fields`', () => {
    defineWizard({
      ns: 'test',
      schema,
      fields: {
        name: { kind: 'text' },
        // @ts-expect-error "title" is not a key of the schema
        title: { kind: 'text' },
      },
      steps: [{ id: 'info', fields: ['name'] }],
      submit,
    });
  });

  it("rejects a kind given another kind's props", () => {
    defineWizard({
      ns: 'test',
      schema,
      fields: {
        // @ts-expect-error min/max belong to images, not text
        name: { kind: 'text', min: 4 },
        // @ts-expect-error options belong to select/radio/checkboxes, not number
        rooms: { kind: 'number', options: [] },
        // @ts-expect-error upload belongs to images/video, not text
        cover: { kind: 'text', upload: async () => ({ id: 1, path: 'p', kind: 'image' }) },
        // @ts-expect-error a select needs its options
        accept: { kind: 'select' },
      },
      steps: [{ id: 'info', fields: ['name', 'rooms', 'cover', 'accept'] }],
      submit,
    });
  });

  it('rejects a main-image field, a confirmation field or a row key the schema lacks', () => {
    defineWizard({
      ns: 'test',
      schema,
      fields: {
        // @ts-expect-error "main_image" is not a key of the schema
        photos: { kind: 'images', mainField: 'main_image' },
        prices: {
          kind: 'rows',
          fields: {
            price: { kind: 'number' },
            // @ts-expect-error "amount" is not a key of a price row
            amount: { kind: 'number' },
          },
        },
      },
      steps: [{ id: 'media', fields: ['photos', 'prices'] }],
      // @ts-expect-error "accept_terms" is not a key of the schema
      confirmSubmit: { title: 't', body: 'b', confirm: 'c', review: 'r', setField: 'accept_terms' },
      submit,
    });
  });

  it('offers rows only for a list of objects', () => {
    defineWizard({
      ns: 'test',
      schema,
      fields: {
        // @ts-expect-error "name" is text, not a list of rows
        name: { kind: 'rows', fields: {} },
      },
      steps: [{ id: 'info', fields: ['name'] }],
      submit,
    });
  });
});
