// Local ESLint rule: one dialog and one field, shared (issue 30). Chakra's `<Dialog.Root>`
// is written once, in src/components/app-dialog.tsx (the frame of ConfirmDialog,
// ReasonDialog and the form engine's FormDialog); `<Field.Root>` once, in
// src/components/form-field.tsx (FormField). Screens build on those.
//   - `<Dialog.Root>`: nowhere in src/ outside the shared frame;
//   - `<Field.Root>`: nowhere in src/features, except the files of FIELD_ALLOW, each with
//     the reason it still writes its own field. Shrink the list; never grow it.
//   - a file input (`<input type="file">`, `<chakra.input type="file">`, `<Input type="file">`):
//     only in src/components/file-pick-button.tsx (FilePickButton), except the files of
//     FILE_ALLOW, each with its reason.
import { repoPath } from './layers.js';

const DIALOG_HOME = new Set(['src/components/app-dialog.tsx']);

/** Feature files that still write `<Field.Root>` by hand, and why. */
export const FIELD_ALLOW = {
  'src/features/accounts/logo-field.tsx':
    "an image upload (preview, progress) whose error is two lines, the rule then the chosen file's size: FormField's error is one line of text",
};

const FILE_HOME = 'src/components/file-pick-button.tsx';

/** Files that still write a file input by hand, and why (none: the receipt and the iCal import moved to the button). */
export const FILE_ALLOW = {};

/** `input`, `chakra.input` or Chakra's `Input`: the elements that can be a file input. */
const isInputName = (name) =>
  (name.type === 'JSXIdentifier' && (name.name === 'input' || name.name === 'Input')) ||
  isPart(name, 'chakra', 'input');
const isFileType = (attr) =>
  attr.type === 'JSXAttribute' &&
  attr.name.name === 'type' &&
  ((attr.value?.type === 'Literal' && attr.value.value === 'file') ||
    (attr.value?.type === 'JSXExpressionContainer' &&
      attr.value.expression.type === 'Literal' &&
      attr.value.expression.value === 'file'));

const isPart = (name, object, property) =>
  name.type === 'JSXMemberExpression' &&
  name.object.type === 'JSXIdentifier' &&
  name.object.name === object &&
  name.property.name === property;

/** Chakra's modules that hand out the dialog and field parts. */
const CHAKRA = new Set(['@chakra-ui/react', '@chakra-ui/react/dialog', '@chakra-ui/react/field']);
/** `Dialog`, `DialogRoot`, `Dialog as D`, ...: the name Chakra exports, not the local one. */
const imported = (spec) =>
  spec.type === 'ImportSpecifier'
    ? spec.imported.type === 'Identifier'
      ? spec.imported.name
      : spec.imported.value
    : undefined;
const isDialogPart = (name) => name === 'Dialog' || name === 'DialogRoot';
const isFieldPart = (name) => name === 'Field' || name === 'FieldRoot';

export const sharedDialogsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'dialogs and fields are built on the shared AppDialog / FormField' },
    schema: [],
    messages: {
      dialog:
        'Write no <Dialog.Root>: use ConfirmDialog / ReasonDialog / AppDialog (@/components) or FormDialog (@/engines/form).',
      file: 'Write no file input: use FilePickButton (@/components/file-pick-button), a labelled button over a hidden input.',
      field:
        'Write no <Field.Root> in a feature: use FormField (@/components/form-field), which puts the label, required mark, helper and translated error in place.',
    },
  },
  create(context) {
    const file = repoPath(context.cwd, context.filename);
    if (!file.startsWith('src/')) return {};
    const dialogs = !DIALOG_HOME.has(file);
    const fields = file.startsWith('src/features/') && !(file in FIELD_ALLOW);
    const files = file !== FILE_HOME && !(file in FILE_ALLOW);
    if (!dialogs && !fields && !files) return {};
    return {
      // The import, so an alias (`Dialog as D`) or the flat name (`DialogRoot`) is caught too.
      ImportDeclaration(node) {
        if (!CHAKRA.has(node.source.value)) return;
        for (const spec of node.specifiers) {
          const name = imported(spec);
          if (dialogs && isDialogPart(name)) context.report({ node: spec, messageId: 'dialog' });
          if (fields && isFieldPart(name)) context.report({ node: spec, messageId: 'field' });
        }
      },
      JSXOpeningElement(node) {
        if (dialogs && (isPart(node.name, 'Dialog', 'Root') || isJsxName(node.name, 'DialogRoot')))
          context.report({ node, messageId: 'dialog' });
        if (fields && (isPart(node.name, 'Field', 'Root') || isJsxName(node.name, 'FieldRoot')))
          context.report({ node, messageId: 'field' });
        if (files && isInputName(node.name) && node.attributes.some(isFileType))
          context.report({ node, messageId: 'file' });
      },
    };
  },
};

const isJsxName = (name, id) => name.type === 'JSXIdentifier' && name.name === id;
