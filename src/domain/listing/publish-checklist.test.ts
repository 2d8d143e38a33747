import { describe, expect, it } from 'vitest';
import { canPublish, publishChecklist, type PublishFacts } from './publish-checklist';

const complete: PublishFacts = {
  detailsComplete: true,
  description: 'مبنى إداري حديث بمواقف خاصة وأمن على مدار الساعة',
  images: 4,
  hasMainImage: true,
  units: [{ status: 'not_published', area: 48, activePrices: 1 }],
};

describe('publish checklist', () => {
  it('passes a complete office', () => {
    expect(canPublish(complete)).toBe(true);
    expect(publishChecklist(complete).every((c) => c.ok)).toBe(true);
  });

  it('names what an office with no units, prices or description lacks', () => {
    const bare = { ...complete, description: '', units: [] };
    expect(canPublish(bare)).toBe(false);
    expect(
      publishChecklist(bare)
        .filter((c) => !c.ok)
        .map((c) => c.key),
    ).toEqual(['description', 'units', 'prices']);
  });

  it('does not count a draft unit, a unit of no area or a unit without an active price', () => {
    const draftOnly = { ...complete, units: [{ status: 'incomplete', area: 48, activePrices: 1 }] };
    expect(publishChecklist(draftOnly).find((c) => c.key === 'units')?.ok).toBe(false);
    const noPrice = { ...complete, units: [{ status: 'published', area: 48, activePrices: 0 }] };
    expect(publishChecklist(noPrice).find((c) => c.key === 'prices')?.ok).toBe(false);
    expect(canPublish({ ...complete, images: 3 })).toBe(false);
    expect(canPublish({ ...complete, hasMainImage: false })).toBe(false);
  });
});
