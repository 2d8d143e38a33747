// Small line icons for the four categories (inline SVG: no icon font, no extra request).
import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const CATEGORY_ICONS: Record<string, ReactNode> = {
  offices: (
    <Svg>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M9 21v-4h6v4M8 7h2M14 7h2M8 11h2M14 11h2" />
    </Svg>
  ),
  shared: (
    <Svg>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 1.5-5 4-5s6 2 6 5" />
    </Svg>
  ),
  meeting: (
    <Svg>
      <rect x="3" y="4" width="18" height="11" rx="2" />
      <path d="M12 15v5M8 20h8" />
    </Svg>
  ),
  desks: (
    <Svg>
      <path d="M3 9h18M5 9v11M19 9v11M9 9v5h6V9" />
      <rect x="8" y="3" width="8" height="6" rx="1" />
    </Svg>
  ),
};
