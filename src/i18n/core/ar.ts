// The Arabic namespaces of every first paint, as one chunk (see ../resources.ts): a visitor
// downloads only their own language's.
import common from '../locales/ar/common.json';
import errors from '../locales/ar/errors.json';
import home from '../locales/ar/home.json';

export const core = { common, errors, home };
