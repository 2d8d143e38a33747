// Keeps the README's list of built and "not built yet" routes in step with the
// route table (the table is assembled with import.meta.glob, so this runs under
// vitest rather than as a plain script). Refresh the README with:
//   UPDATE_README=1 npx vitest run --project unit scripts/readme-routes.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { featureRoutes } from '@/app/feature-registry';
import { registeredPaths } from '@/app/routes';
import { fullPath, unbuiltRoutes, UNBUILT_ROUTES } from '@/app/unbuilt-routes';

function routesBlock(): string {
  const registered = registeredPaths(featureRoutes);
  const left = new Set(unbuiltRoutes(registered).map(fullPath));
  const built = UNBUILT_ROUTES.map(fullPath).filter((p) => !left.has(p));
  const list = (paths: string[]) => paths.map((p) => `\`${p}\``).join(', ');
  return [
    '<!-- routes:start -->',
    `Working screens: \`/\`, \`/404\`, \`/payment-error\`, the \`/{slug}\` content pages and ` +
      `${built.length} more: ${list(built)}.`,
    '',
    `Not built yet (${left.size}): ${list([...left])}.`,
    '<!-- routes:end -->',
  ].join('\n');
}

it('README lists the built and unbuilt routes of the current route table', () => {
  const readme = readFileSync('README.md', 'utf8');
  const next = readme.replace(/<!-- routes:start -->[\s\S]*<!-- routes:end -->/, routesBlock());
  if (process.env.UPDATE_README === '1') writeFileSync('README.md', next);
  else expect(readme, 'README route list is stale: see the comment atop this test').toBe(next);
});
