// What the map engine draws: points, each optionally a labelled price pin that links to
// its page, and (for "search this area") the visible bounds it reports back.
export interface MapPin {
  id: string | number;
  lat: number;
  lng: number;
  /** Short text on the pin (a price); without it the pin is a plain marker. */
  label?: string;
  /** Accessible name and tooltip (the place's title). */
  title?: string;
  href?: string;
  /**
   * The point is approximate (a public office page): the map draws an area of about this
   * radius in metres around it rather than an exact marker.
   */
  radiusM?: number;
}

export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The tile server from configuration; none (tests, the embedded backend) means the outline. */
export const tileUrl = (): string | undefined => import.meta.env.VITE_MAP_TILE_URL || undefined;
export const tileAttribution = (): string =>
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '© OpenStreetMap contributors';

/**
 * The writing direction of a pin's label, as the cards write the same amount: an Arabic
 * label ("1,250 ر.س") reads right to left (the symbol left of the number, as on the card),
 * an English one ("SAR 1,250") left to right. SVG text has no `dir="auto"`, hence by hand.
 */
export const labelDirection = (label: string): 'rtl' | 'ltr' =>
  /[\u0590-\u08FF]/.test(label) ? 'rtl' : 'ltr';

/** A pin's accessible name: its visible label first (WCAG 2.5.3), then the place's title. */
export const pinName = (pin: MapPin): string | undefined =>
  [pin.label, pin.title].filter(Boolean).join(' · ') || undefined;
