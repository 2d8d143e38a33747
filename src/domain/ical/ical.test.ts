// The feed writer checked by ical.js (Mozilla's RFC 5545 parser, also the reader's engine);
// the reader's cases: folding, escapes, parameters, zones, durations, recurrences within
// the horizon and broken input.
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type IcalEventOut } from './write';
import { IcalError, parseCalendar } from './read';
import { eventToBlock } from './to-block';
import { fromRiyadhWallTime, riyadhWallTime } from './time';

const stamp = new Date('2026-11-21T09:00:00Z');
const events: IcalEventOut[] = [
  {
    uid: 'reservation-7@maktabi.sa',
    stamp,
    when: { kind: 'date', start: '2026-12-05', end: '2026-12-08' },
    summary: 'محجوز — حجز رقم 7, مكتب تنفيذي; الطابق ٣',
    description: 'سطر أول\nسطر ثانٍ',
  },
  {
    uid: 'block-3@maktabi.sa',
    stamp,
    when: { kind: 'time', start: '2026-12-10T09:00', end: '2026-12-10T13:30' },
    summary: 'Closed: maintenance',
  },
];

describe('feed writer', () => {
  const text = buildCalendar({ prodId: '-//Maktabi//Calendar//AR', name: 'مكتب ١٠٢', events });

  it('uses CRLF and folds every line at 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('parses with ical.js: one event per input, UIDs, dates and escaped text intact', () => {
    const comp = new ICAL.Component(ICAL.parse(text));
    const vevents = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents.map((e) => e.uid)).toEqual(['reservation-7@maktabi.sa', 'block-3@maktabi.sa']);
    expect(vevents[0].summary).toBe(events[0].summary);
    expect(vevents[0].description).toBe('سطر أول\nسطر ثانٍ');
    expect(vevents[0].startDate.isDate).toBe(true);
    expect(vevents[0].startDate.toString()).toBe('2026-12-05');
    expect(vevents[0].endDate.toString()).toBe('2026-12-08');
    // 09:00 in Riyadh is 06:00 UTC.
    expect(vevents[1].startDate.toJSDate().toISOString()).toBe('2026-12-10T06:00:00.000Z');
    expect(vevents[1].endDate.toJSDate().toISOString()).toBe('2026-12-10T10:30:00.000Z');
  });

  it('reads back with our reader', () => {
    const read = parseCalendar(text).events;
    expect(read.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(read[0].summary).toBe(events[0].summary);
    expect(read[0].start).toEqual({ kind: 'date', date: '2026-12-05' });
  });

  it('any text survives escaping and folding (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (summary) => {
        const cal = buildCalendar({
          prodId: '-//T//T//EN',
          name: 'x',
          events: [{ ...events[0], summary }],
        });
        const back = parseCalendar(cal).events[0].summary ?? '';
        expect(back).toBe(summary.replace(/\r\n|\r/g, '\n'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('reader', () => {
  const one = (lines: string[]) =>
    parseCalendar(
      ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n'),
    ).events[0];

  it('unfolds continuation lines, reads quoted parameters and unescapes text', () => {
    const e = one([
      'UID:a',
      'SUMMARY:one\\, two\\; th',
      ' ree\\nfour',
      'DTSTART;TZID="Europe/London";VALUE=DATE-TIME:20261205T090000',
      'DTEND;TZID="Europe/London":20261205T100000',
    ]);
    expect(e.summary).toBe('one, two; three\nfour');
    expect(e.start).toEqual({ kind: 'instant', at: new Date('2026-12-05T09:00:00Z') });
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(80)).split('\r\n ')).toHaveLength(2);
  });

  it('reads durations', () => {
    const at = (d: string) => one(['DTSTART:20261205T090000Z', `DURATION:${d}`]).durationSeconds;
    expect(at('P1D')).toBe(86400);
    expect(at('PT1H30M')).toBe(5400);
    expect(at('P1W')).toBe(604800);
  });

  it('converts zones: Z, TZID from Intl, TZID from the file VTIMEZONE, floating', () => {
    const cal = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Arab Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART:20261205T060000Z',
      'DURATION:PT2H',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART;TZID=Europe/London:20261205T090000',
      'DTEND;TZID=Europe/London:20261205T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:c',
      'DTSTART;TZID=Arab Standard Time:20261205T090000',
      'DTEND;TZID=Arab Standard Time:20261205T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:d',
      'DTSTART:20261205T090000',
      'DTEND:20261205T100000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const now = new Date('2026-11-21T00:00:00Z');
    const blocks = parseCalendar(cal).events.map((e) => eventToBlock(e, now));
    expect(blocks).toEqual([
      {
        block: {
          start_date: '2026-12-05',
          end_date: '2026-12-05',
          start_time: '09:00',
          end_time: '11:00',
        },
      },
      {
        block: {
          start_date: '2026-12-05',
          end_date: '2026-12-05',
          start_time: '12:00',
          end_time: '13:00',
        },
      },
      {
        block: {
          start_date: '2026-12-05',
          end_date: '2026-12-05',
          start_time: '09:00',
          end_time: '10:00',
        },
      },
      {
        block: {
          start_date: '2026-12-05',
          end_date: '2026-12-05',
          start_time: '09:00',
          end_time: '10:00',
        },
      },
    ]);
  });

  it('refuses what is not an iCalendar object', () => {
    expect(() => parseCalendar('hello')).toThrow(IcalError);
    expect(() => parseCalendar('BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR')).toThrow(IcalError);
    expect(() =>
      parseCalendar('BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nEND:VEVENT\nEND:VCALENDAR'),
    ).toThrow(/DTSTART/);
    expect(() => parseCalendar('BEGIN:VCALENDAR\nBAD LINE\nEND:VCALENDAR')).toThrow(IcalError);
  });
});

describe('events as blocks', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const ev = (lines: string[]) =>
    parseCalendar(
      ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n'),
    ).events[0];

  it('all-day events block their days, DTEND exclusive; one day without DTEND', () => {
    expect(
      eventToBlock(ev(['DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207']), now),
    ).toEqual({
      block: { start_date: '2026-12-05', end_date: '2026-12-06' },
    });
    expect(eventToBlock(ev(['DTSTART;VALUE=DATE:20261205']), now)).toEqual({
      block: { start_date: '2026-12-05', end_date: '2026-12-05' },
    });
  });

  it('a timed event over several days blocks every day it touches', () => {
    expect(eventToBlock(ev(['DTSTART:20261205T110000Z', 'DTEND:20261207T080000Z']), now)).toEqual({
      block: { start_date: '2026-12-05', end_date: '2026-12-07' },
    });
  });

  it('skips cancelled, free, past and empty events', () => {
    const base = ['DTSTART;VALUE=DATE:20261205'];
    expect(eventToBlock(ev([...base, 'STATUS:CANCELLED']), now)).toEqual({ skip: 'cancelled' });
    expect(eventToBlock(ev([...base, 'TRANSP:TRANSPARENT']), now)).toEqual({ skip: 'free' });
    expect(eventToBlock(ev(['DTSTART;VALUE=DATE:20250105']), now)).toEqual({ skip: 'past' });
    expect(eventToBlock(ev(['DTSTART:20261205T090000Z']), now)).toEqual({ skip: 'invalid' });
  });

  it('a weekly event blocks each week within the horizon, less its EXDATE and moved occurrence', () => {
    const cal = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:weekly@google.com',
      'SUMMARY:Team meeting',
      'DTSTART;TZID=Asia/Riyadh:20261201T090000',
      'DTEND;TZID=Asia/Riyadh:20261201T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'EXDATE;TZID=Asia/Riyadh:20261215T090000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@google.com',
      'RECURRENCE-ID;TZID=Asia/Riyadh:20261222T090000',
      'DTSTART;TZID=Asia/Riyadh:20261223T140000',
      'DTEND;TZID=Asia/Riyadh:20261223T150000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const read = parseCalendar(cal, { until: new Date('2027-01-01T00:00:00Z') }).events;
    expect(read.every((e) => e.recurring)).toBe(true);
    expect(new Set(read.map((e) => e.uid)).size).toBe(read.length);
    const blocks = read.map((e) => eventToBlock(e, now));
    const day = (d: string, from: string, to: string) => ({
      block: { start_date: d, end_date: d, start_time: from, end_time: to },
    });
    expect(blocks).toEqual([
      day('2026-12-01', '09:00', '11:00'),
      day('2026-12-08', '09:00', '11:00'),
      // 15 December is excluded; the 22nd moved to the 23rd afternoon.
      day('2026-12-23', '14:00', '15:00'),
      day('2026-12-29', '09:00', '11:00'),
    ]);
    // Without an end, the series stops at the horizon (a year ahead by default).
    const year = parseCalendar(cal).events.filter(
      (e) => e.start.kind === 'instant' && e.start.at > new Date(),
    );
    expect(year.length).toBeGreaterThanOrEqual(50);
    expect(year.length).toBeLessThanOrEqual(53);
  });

  it('Riyadh wall times round-trip (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (d) => {
          const minute = new Date(Math.floor(d.getTime() / 60_000) * 60_000);
          expect(fromRiyadhWallTime(riyadhWallTime(minute)).getTime()).toBe(minute.getTime());
        },
      ),
    );
  });
});
