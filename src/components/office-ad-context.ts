// The slot's context alone (no Chakra): the app's providers import it, so the entry chunk
// carries a context, not the slot's drawing code (./office-ad-slot.tsx).
import { createContext, type ComponentType } from 'react';
import type { components } from '@/api/generated/apiback';

type Office = components['schemas']['Office'];

export interface OfficeAdViewProps {
  office: Office;
  /** The lessor's preview: the same parts, nothing that would act on the office. */
  preview?: boolean;
}

export const OfficeAdContext = createContext<ComponentType<OfficeAdViewProps> | null>(null);

export const OfficeAdProvider = OfficeAdContext.Provider;
