// The listing's filters live in the URL (shareable, back-button friendly). The home search
// sends `q` and `category`; the filter drawer adds the rest with the contract's own names.
import {
  type components,
  type operations,
  officeCategoryValues,
  officeTypeValues,
  sortOrderValues,
  typeResIdValues,
} from '@/api/generated/apiback';
import { formatBbox, formatNear, parseBbox, parseNear, parseNumber } from '@/domain';

type S = components['schemas'];
export type OfficeCategory = S['OfficeCategory'];
export type OfficeType = S['OfficeType'];
export type SortOrder = S['SortOrder'];
export type TypeResId = S['TypeResId'];

export const CATEGORIES = officeCategoryValues;
export const OFFICE_TYPES = officeTypeValues;
export const SORT_ORDERS = sortOrderValues;
export const TYPE_RES_IDS = typeResIdValues;
export const PER_PAGE = 12;

export interface ListingFilters {
  q?: string;
  city_id?: number;
  category?: OfficeCategory;
  type?: OfficeType;
  type_res_id?: TypeResId;
  price_min?: number;
  price_max?: number;
  start_date?: string;
  end_date?: string;
  area_min?: number;
  area_max?: number;
  capacity?: number;
  features: number[];
  /** The map area searched ("search this area"), `min_lng,min_lat,max_lng,max_lat`. */
  bbox?: string;
  /** The visitor's position ("near me"), `lat,lng`: results nearest first. */
  near?: string;
  sort?: SortOrder;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_KEYS = ['price_min', 'price_max', 'area_min', 'area_max'] as const;

function num(value: string | null): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const n = parseNumber(value);
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

function int(value: string | null, min: number): number | undefined {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) && n >= min ? n : undefined;
}

function oneOf<T>(list: readonly T[], value: unknown): T | undefined {
  return list.find((x) => String(x) === value);
}

/** Reads filters from the URL; anything unreadable is dropped rather than sent to the API. */
export function readFilters(sp: URLSearchParams): ListingFilters {
  const f: ListingFilters = { features: [], page: int(sp.get('page'), 1) ?? 1 };
  const q = sp.get('q')?.trim();
  if (q) f.q = q.slice(0, 100);
  f.city_id = int(sp.get('city_id'), 1);
  f.category = oneOf(CATEGORIES, sp.get('category'));
  f.type = oneOf(OFFICE_TYPES, sp.get('type'));
  f.type_res_id = oneOf(TYPE_RES_IDS, sp.get('type_res_id'));
  for (const k of NUMBER_KEYS) f[k] = num(sp.get(k));
  f.capacity = int(sp.get('capacity'), 1);
  for (const k of ['start_date', 'end_date'] as const) {
    const v = sp.get(k);
    if (v && DATE.test(v)) f[k] = v;
  }
  f.features = [
    ...new Set(
      sp
        .getAll('features')
        .flatMap((v) => v.split(','))
        .map((v) => int(v, 1))
        .filter((v): v is number => v !== undefined),
    ),
  ];
  const area = parseBbox(sp.get('bbox'));
  if (area) f.bbox = formatBbox(area);
  const near = parseNear(sp.get('near'));
  if (near) f.near = formatNear(near);
  f.sort = oneOf(SORT_ORDERS, sp.get('sort'));
  // Nearest first needs a position: without one the backend refuses it.
  if (f.sort === 'distance' && !f.near) f.sort = undefined;
  return f;
}

/** The URL form of filters (page 1 and empty values omitted). */
export function writeFilters(f: ListingFilters): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (k === 'features' || v === undefined || v === '') continue;
    if (k === 'page' && v === 1) continue;
    sp.set(k, String(v));
  }
  for (const id of f.features) sp.append('features', String(id));
  return sp;
}

/** The contract's search query (the deals listing takes the same parameters). */
export type SearchQuery = NonNullable<operations['searchOffices']['parameters']['query']>;

/** The API query (contract parameter names) for a search or deals request. */
export function toApiQuery(f: ListingFilters): SearchQuery {
  const { features, page, ...rest } = f;
  // Unset filters stay undefined: the client leaves them out of the URL.
  return { ...rest, page, per_page: PER_PAGE, ...(features.length ? { features } : {}) };
}

/** How many filters of the drawer are set (the badge on the filter button). */
export function activeFilterCount(f: ListingFilters): number {
  // The map area and "near me" are their own controls, not drawer filters.
  const { q: _q, sort: _s, page: _p, bbox: _b, near: _n, features, ...rest } = f;
  const hasPrice = rest.price_min !== undefined || rest.price_max !== undefined;
  const hasArea = rest.area_min !== undefined || rest.area_max !== undefined;
  const hasDates = rest.start_date !== undefined || rest.end_date !== undefined;
  const singles = [rest.city_id, rest.category, rest.type, rest.type_res_id, rest.capacity];
  return (
    singles.filter((v) => v !== undefined).length +
    Number(hasPrice) +
    Number(hasArea) +
    Number(hasDates) +
    Number(features.length > 0)
  );
}
