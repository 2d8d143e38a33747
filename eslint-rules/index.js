// The project's local ESLint rules, registered in eslint.config.js as the `local` plugin.
import { layersRule } from './layers.js';

export default { rules: { layers: layersRule } };
