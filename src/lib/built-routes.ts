// Which pages exist: the route patterns the features registered (filled by the app's route
// table at start-up). A link that depends on another area's page (a contract's printable
// page, say) asks here first, so no screen links to a page that is not built yet.
import { matchPath } from 'react-router-dom';

let patterns: string[] = [];

export function setBuiltRoutes(paths: Iterable<string>): void {
  patterns = [...paths];
}

/** Is there a registered page for this path (e.g. "/print-contract/12")? */
export function isBuilt(path: string): boolean {
  const bare = path.split('?')[0];
  return patterns.some((p) => matchPath({ path: p, end: true }, bare) !== null);
}
