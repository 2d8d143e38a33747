// Isolates numbers, phones, codes and amounts left-to-right inside Arabic text.
import type { ReactNode } from 'react';

export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
