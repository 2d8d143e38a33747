// Counts on the details page agree with their number in Arabic (issue 11, defect 9:
// "حتى 19 مقاعد", "(3 تقييم)"): i18next's Arabic plural forms, and singular/plural in English.
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/components/testing/render';

describe('details page counts', () => {
  it.each([
    [1, 'حتى مقعد واحد', '4.5 (تقييم واحد)'],
    [2, 'حتى مقعدين', '4.5 (تقييمان)'],
    [3, 'حتى 3 مقاعد', '4.5 (3 تقييمات)'],
    [19, 'حتى 19 مقعدًا', '4.5 (19 تقييمًا)'],
    [100, 'حتى 100 مقعد', '4.5 (100 تقييم)'],
  ])('Arabic: %i', async (count, seats, rating) => {
    const i18n = await testI18n('ar');
    const t = i18n.getFixedT('ar', 'office-details');
    expect(t('units.capacity', { count })).toBe(seats);
    expect(t('header.rating', { count, rating: '4.5' })).toBe(rating);
  });

  it('English: one and many', async () => {
    const t = (await testI18n('en')).getFixedT('en', 'office-details');
    expect(t('units.capacity', { count: 1 })).toBe('up to 1 seat');
    expect(t('units.capacity', { count: 4 })).toBe('up to 4 seats');
    expect(t('header.rating', { count: 1, rating: '5.0' })).toBe('5.0 (1 review)');
  });

  it.each([
    [1, 'دقيقة واحدة', 'ثانية واحدة'],
    [2, 'دقيقتان', 'ثانيتان'],
    [4, '4 دقائق', '4 ثوانٍ'],
    [34, '34 دقيقة', '34 ثانية'],
  ])("the video's length in Arabic: %i", async (count, minutes, seconds) => {
    const t = (await testI18n('ar')).getFixedT('ar', 'office-details');
    expect(t('video.minutes', { count })).toBe(minutes);
    expect(t('video.seconds', { count })).toBe(seconds);
    expect(t('video.spoken', { minutes, seconds })).toBe(`${minutes} و${seconds}`);
  });
});
