// The English namespaces of every first paint, as one chunk (see ../resources.ts): a visitor
// downloads only their own language's.
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import home from '../locales/en/home.json';

export const core = { common, errors, home };
