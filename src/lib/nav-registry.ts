// The dashboard menus, built once at start-up from the routes the features registered
// (src/app/feature-registry.ts fills it). Features and layouts read menus from here, so a
// link can only point at a page that exists.
import type { NavAudience, NavMenu } from './feature-routes';

export interface NavLink {
  menu: NavMenu;
  to: string;
  /** i18n key in the `dashboard` namespace. */
  label: string;
  order: number;
  audience: NavAudience[];
}

let links: NavLink[] = [];

export function setNavLinks(next: NavLink[]): void {
  links = [...next].sort((a, b) => a.order - b.order || a.to.localeCompare(b.to));
}

/** The links of one menu that an account type sees, in menu order. */
export function navMenu(menu: NavMenu, audience: NavAudience): NavLink[] {
  return links.filter((l) => l.menu === menu && l.audience.includes(audience));
}
