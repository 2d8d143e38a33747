// The feed writer checked by an independent parser (ical.js, Mozilla's RFC 5545 parser) and
// by our strict reader; the reader's own cases: folding, escapes, parameters, zones,
// durations and broken input.
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type IcalEventOut } from './write';
import { IcalError, parseCalendar, parseContentLine, parseDuration, unfold } from './read';
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
  it('unfolds continuation lines and splits parameters, quoted ones included', () => {
    expect(unfold('A:1\r\n 2\r\n\t3\r\nB:4')).toEqual(['A:123', 'B:4']);
    expect(
      parseContentLine('DTSTART;TZID="Europe/London";VALUE=DATE-TIME:20261205T090000'),
    ).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/London', VALUE: 'DATE-TIME' },
      value: '20261205T090000',
    });
    expect(parseContentLine('X-A;P="a:b;c",d:v:w').params.P).toBe('a:b;c,d');
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(80)).split('\r\n ')).toHaveLength(2);
  });

  it('reads durations', () => {
    expect(parseDuration('P1D')).toBe(86400);
    expect(parseDuration('PT1H30M')).toBe(5400);
    expect(parseDuration('P1W')).toBe(604800);
    expect(() => parseDuration('P')).toThrow(IcalError);
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

  it('skips cancelled, free, recurring, past and empty events', () => {
    const base = ['DTSTART;VALUE=DATE:20261205'];
    expect(eventToBlock(ev([...base, 'STATUS:CANCELLED']), now)).toEqual({ skip: 'cancelled' });
    expect(eventToBlock(ev([...base, 'TRANSP:TRANSPARENT']), now)).toEqual({ skip: 'free' });
    expect(eventToBlock(ev([...base, 'RRULE:FREQ=WEEKLY']), now)).toEqual({ skip: 'recurring' });
    expect(eventToBlock(ev(['DTSTART;VALUE=DATE:20250105']), now)).toEqual({ skip: 'past' });
    expect(eventToBlock(ev(['DTSTART:20261205T090000Z']), now)).toEqual({ skip: 'invalid' });
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
