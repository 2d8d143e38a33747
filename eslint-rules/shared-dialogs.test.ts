import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';
import { FIELD_ALLOW, FILE_ALLOW } from './shared-dialogs.js';

const ROOT = '/repo';

function lint(rel: string, text: string) {
  const linter = new Linter({ cwd: ROOT });
  return linter
    .verify(
      text,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { local: plugin },
          rules: { 'local/shared-dialogs': 'error' },
        },
      ],
      { filename: path.join(ROOT, rel) },
    )
    .map((m) => m.message);
}

const DIALOG = 'export const D = () => <Dialog.Root open><Dialog.Backdrop /></Dialog.Root>;';
const FIELD = 'export const F = () => <Field.Root><Field.Label>x</Field.Label></Field.Root>;';

describe('local/shared-dialogs', () => {
  it('refuses a hand-written dialog in a feature, an engine or the app', () => {
    for (const file of [
      'src/features/x/x-dialog.tsx',
      'src/engines/wizard/w.tsx',
      'src/app/a.tsx',
    ]) {
      const out = lint(file, DIALOG);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(/ConfirmDialog/);
    }
  });

  it('catches the import too: an alias, the flat name, the per-component module', () => {
    const file = 'src/features/x/x-dialog.tsx';
    expect(lint(file, "import { Dialog as D } from '@chakra-ui/react';")).toHaveLength(1);
    expect(lint(file, "import { DialogRoot } from '@chakra-ui/react';")).toHaveLength(1);
    expect(lint(file, "import { Dialog } from '@chakra-ui/react/dialog';")).toHaveLength(1);
    expect(lint(file, 'export const D = () => <DialogRoot open />;')).toHaveLength(1);
    expect(lint(file, "import { Field as F } from '@chakra-ui/react/field';")[0]).toMatch(
      /FormField/,
    );
    // Other Chakra parts, and a Drawer (a side panel, not a dialog), stay free.
    expect(lint(file, "import { Button, Drawer, Fieldset } from '@chakra-ui/react';")).toEqual([]);
    expect(
      lint('src/components/app-dialog.tsx', "import { Dialog } from '@chakra-ui/react/dialog';"),
    ).toEqual([]);
  });

  it('allows the dialog only in the shared frame', () => {
    expect(lint('src/components/app-dialog.tsx', DIALOG)).toEqual([]);
    expect(lint('src/components/reason-dialog.tsx', DIALOG)).toHaveLength(1);
  });

  it('refuses a hand-written field in a feature, not in the shared pieces', () => {
    expect(lint('src/features/x/x-form.tsx', FIELD)[0]).toMatch(/FormField/);
    expect(lint('src/components/form-field.tsx', FIELD)).toEqual([]);
    expect(lint('src/engines/wizard/fields/f.tsx', FIELD)).toEqual([]);
  });

  it('lets an allow-listed feature file keep its field, and says why for each', () => {
    expect(lint('src/features/accounts/logo-field.tsx', FIELD)).toEqual([]);
    for (const [file, reason] of Object.entries(FIELD_ALLOW)) {
      expect(reason.length, file).toBeGreaterThan(10);
      // An allow-listed file that no longer writes a field must leave the list.
      const text = readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
      expect(text, `${file} has no <Field.Root> left: remove it from FIELD_ALLOW`).toContain(
        '<Field.Root',
      );
    }
  });

  it('refuses a hand-written file input outside FilePickButton, in any spelling', () => {
    const file = 'src/features/x/x-form.tsx';
    for (const el of [
      '<input type="file" hidden />',
      "<input type={'file'} />",
      '<chakra.input type="file" srOnly />',
      '<Input type="file" />',
    ]) {
      const out = lint(file, `export const F = () => ${el};`);
      expect(out, el).toHaveLength(1);
      expect(out[0]).toMatch(/FilePickButton/);
    }
    expect(lint('src/engines/wizard/fields/f.tsx', '<input type="file" />;')).toHaveLength(1);
    // Other inputs stay free, and the shared button is where the one file input lives.
    expect(lint(file, 'export const F = () => <input type="checkbox" />;')).toEqual([]);
    expect(lint('src/components/file-pick-button.tsx', '<input type="file" hidden />;')).toEqual(
      [],
    );
  });

  it('lets an allow-listed file keep its file input, and says why for each', () => {
    for (const [file, reason] of Object.entries(FILE_ALLOW)) {
      expect(reason.length, file).toBeGreaterThan(10);
      expect(lint(file, '<input type="file" />;')).toEqual([]);
      const text = readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
      expect(text, `${file} has no file input left: remove it from FILE_ALLOW`).toContain(
        'type="file"',
      );
    }
  });
});
