// Rules of issue 15: calendar blocks, the booking rule's blocked slots, iCal import
// bodies, marketing requests and review moderation.
import { describe, expect, it } from 'vitest';
import { checkBooking } from './booking';
import {
  blockSlot,
  checkBlock,
  createCalendarBlockSchema,
  icalImportSchema,
} from './calendar-block';
import { createMarketingRequestSchema } from './marketing';
import { reviewReplySchema, reviewReportSchema } from './review-moderation';

const now = '2026-11-21T10:00:00';
const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('calendar blocks', () => {
  it('closes whole days inclusively, or hours of one day (00:00 ends at midnight)', () => {
    expect(blockSlot({ start_date: '2026-12-05', end_date: '2026-12-06' })).toEqual({
      start: '2026-12-05T00:00:00',
      end: '2026-12-07T00:00:00',
    });
    expect(
      blockSlot({
        start_date: '2026-12-05',
        end_date: '2026-12-05',
        start_time: '18:00',
        end_time: '00:00',
      }),
    ).toEqual({ start: '2026-12-05T18:00:00', end: '2026-12-06T00:00:00' });
  });

  it('refuses reversed, past, over-long, multi-day hours and booked slots', () => {
    const booked = [{ start: '2026-12-10T09:00:00', end: '2026-12-10T11:00:00' }];
    const c = { now, booked };
    expect(checkBlock({ start_date: '2026-12-06', end_date: '2026-12-05' }, c)?.key).toBe(
      'dateRange',
    );
    expect(checkBlock({ start_date: '2026-11-01', end_date: '2026-11-02' }, c)?.key).toBe(
      'pastDate',
    );
    expect(checkBlock({ start_date: '2026-12-01', end_date: '2027-12-05' }, c)?.key).toBe(
      'blockTooLong',
    );
    expect(
      checkBlock(
        {
          start_date: '2026-12-05',
          end_date: '2026-12-06',
          start_time: '09:00',
          end_time: '10:00',
        },
        c,
      )?.key,
    ).toBe('blockHoursOneDay');
    expect(
      checkBlock(
        {
          start_date: '2026-12-05',
          end_date: '2026-12-05',
          start_time: '11:00',
          end_time: '10:00',
        },
        c,
      )?.key,
    ).toBe('startBeforeEndHours');
    expect(checkBlock({ start_date: '2026-12-10', end_date: '2026-12-10' }, c)?.key).toBe(
      'slotBooked',
    );
    expect(
      checkBlock(
        {
          start_date: '2026-12-10',
          end_date: '2026-12-10',
          start_time: '11:00',
          end_time: '12:00',
        },
        c,
      ),
    ).toBeNull();
    // Today is still blockable (its end is ahead).
    expect(checkBlock({ start_date: '2026-11-21', end_date: '2026-11-21' }, c)).toBeNull();
  });

  it('gives the message at the field through the schema', () => {
    const r = createCalendarBlockSchema({ now }).safeParse({
      start_date: '2026-12-05',
      end_date: '2026-12-05',
      start_time: '09:00',
      kind: 'maintenance',
    });
    expect(messages(r)).toEqual({ end_time: 'validation:required' });
    expect(
      createCalendarBlockSchema({ now }).safeParse({ start_date: '', end_date: '', kind: 'x' })
        .success,
    ).toBe(false);
  });

  it('a blocked slot is refused by the booking rule with its own message', () => {
    const blocked = [{ start: '2026-12-05T00:00:00', end: '2026-12-06T00:00:00' }];
    const booking = { period: 'daily' as const, start_date: '2026-12-04', end_date: '2026-12-06' };
    expect(checkBooking(booking, { now, blocked })).toEqual({
      key: 'blockedSlot',
      path: 'start_date',
    });
    expect(
      checkBooking(
        { ...booking, start_date: '2026-12-06', end_date: '2026-12-08' },
        { now, blocked },
      ),
    ).toBeNull();
    const hourly = {
      period: 'hourly' as const,
      start_date: '2026-12-05',
      arrival_time: '09:00',
      departure_time: '10:00',
    };
    expect(checkBooking(hourly, { now, blocked })?.key).toBe('blockedSlot');
  });

  it('an import takes a file text or a link, exactly one', () => {
    expect(icalImportSchema.safeParse({ ics: 'BEGIN:VCALENDAR' }).success).toBe(true);
    expect(icalImportSchema.safeParse({ url: 'https://example.org/a.ics' }).success).toBe(true);
    expect(messages(icalImportSchema.safeParse({}))).toEqual({ ics: 'validation:icalOneSource' });
  });
});

describe('marketing requests', () => {
  const schema = createMarketingRequestSchema({ now });
  const ok = {
    office_ids: [1, 2],
    package: 'featured',
    goal: 'more_bookings',
    channels: ['social_media'],
    start_date: '2026-12-01',
    end_date: '2026-12-15',
  };
  it('takes a valid request and refuses past, reversed, long and empty ones', () => {
    expect(schema.safeParse(ok).success).toBe(true);
    expect(messages(schema.safeParse({ ...ok, start_date: '2026-11-01' }))).toEqual({
      start_date: 'validation:pastDate',
    });
    expect(messages(schema.safeParse({ ...ok, end_date: '2026-12-01' }))).toEqual({
      end_date: 'validation:dateRange',
    });
    expect(messages(schema.safeParse({ ...ok, end_date: '2027-06-01' }))).toEqual({
      end_date: 'validation:campaignTooLong',
    });
    expect(messages(schema.safeParse({ ...ok, office_ids: [], channels: [] }))).toEqual({
      office_ids: 'validation:atLeastOneOffice',
      channels: 'validation:atLeastOneChannel',
    });
  });
});

describe('review moderation', () => {
  it('a reply has 2 to 1000 characters; a report needs a reason', () => {
    expect(reviewReplySchema.safeParse({ text: 'شكرا لك' }).success).toBe(true);
    expect(messages(reviewReplySchema.safeParse({ text: 'x' }))).toEqual({
      text: 'validation:replyLength',
    });
    expect(reviewReportSchema.safeParse({ reason: 'spam', details: '' }).success).toBe(true);
    expect(messages(reviewReportSchema.safeParse({}))).toEqual({ reason: 'validation:required' });
  });
});
