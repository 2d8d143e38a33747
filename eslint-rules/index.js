// The project's local ESLint rules, registered in eslint.config.js as the `local` plugin.
import { layersRule } from './layers.js';
import { noCyclesRule } from './no-cycles.js';
import { oneApiWayRule } from './one-api-way.js';
import { sharedDialogsRule } from './shared-dialogs.js';

export default {
  rules: {
    layers: layersRule,
    'no-cycles': noCyclesRule,
    'one-api-way': oneApiWayRule,
    'shared-dialogs': sharedDialogsRule,
  },
};
