// The dashboard menus, built once at start-up from the routes the features registered
// (src/app/feature-registry.ts fills it). Features and layouts read menus from here, so a
// link can only point at a page that exists. Role filtering lives here too, in one place:
// a member of a lessor account sees a link only when its role may read the page's area.
import { matchPath } from 'react-router-dom';
import { roleAllows, type AccountRole, type OperationTag } from '@/domain/account-roles';
import type { NavAudience, NavMenu } from './feature-routes';

export interface NavLink {
  menu: NavMenu;
  to: string;
  /** i18n key in the `dashboard` namespace. */
  label: string;
  order: number;
  audience: NavAudience[];
  /** The contract tag of the page (see RouteHandle.area). */
  area?: OperationTag;
  /** A page of the public site (no account area): every role sees its link. */
  open?: boolean;
}

/** A registered path (with `:params`) and its area. */
export interface RouteArea {
  path: string;
  area?: OperationTag;
}

let links: NavLink[] = [];
let areas: RouteArea[] = [];

export function setNavLinks(next: NavLink[]): void {
  links = [...next].sort((a, b) => a.order - b.order || a.to.localeCompare(b.to));
}

export function setRouteAreas(next: RouteArea[]): void {
  areas = next;
}

/** The area of the registered route a path leads to (undefined when none says). */
export function areaOfPath(path: string): OperationTag | undefined {
  const bare = path.split('?')[0];
  return areas.find((r) => matchPath({ path: r.path, end: true }, bare))?.area;
}

/** May someone with this role in a lessor account open a page of `area`? */
export function roleSees(role: AccountRole | null | undefined, area: string | undefined): boolean {
  return roleAllows(role, area ?? '', 'get');
}

/** The links of one menu that an account type (and, in a lessor account, a role) sees. */
export function navMenu(
  menu: NavMenu,
  audience: NavAudience,
  role?: AccountRole | null,
): NavLink[] {
  return links.filter(
    (l) => l.menu === menu && l.audience.includes(audience) && (l.open || roleSees(role, l.area)),
  );
}
