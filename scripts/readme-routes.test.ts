// Keeps the README's list of routes in step with the route table (the table is assembled
// with import.meta.glob, so this runs under vitest rather than as a plain script). Refresh the README with:
//   UPDATE_README=1 npx vitest run --project unit scripts/readme-routes.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { featureRoutes } from '@/app/feature-registry';
import { registeredPaths } from '@/app/routes';

function routesBlock(): string {
  const paths = [...registeredPaths(featureRoutes)].sort();
  return [
    '<!-- routes:start -->',
    `Routes registered by the features (${paths.length}), besides the redirects \`/home\` and ` +
      `\`/offer\`: ${paths.map((p) => `\`${p}\``).join(', ')}.`,
    '<!-- routes:end -->',
  ].join('\n');
}

it('README lists the routes of the current route table', () => {
  const readme = readFileSync('README.md', 'utf8');
  const next = readme.replace(/<!-- routes:start -->[\s\S]*<!-- routes:end -->/, routesBlock());
  if (process.env.UPDATE_README === '1') writeFileSync('README.md', next);
  else expect(readme, 'README route list is stale: see the comment atop this test').toBe(next);
});
