import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactsVisible } from './contacts-visible';
import { CONTACT_MASK, hasContactDetails, maskContacts } from './mask-contacts';
import { DEFAULT_CHANNELS, withDefaults } from './notification-channels';
import { ticketDueAt, timeLeft } from './ticket-clock';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (s: string) => s.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]);

/** A Saudi mobile written the ways people type one. */
const saudiMobile = fc
  .tuple(
    fc.stringMatching(/^[0-9]{8}$/),
    fc.constantFrom('05', '+9665', '009665', '9665'),
    fc.constantFrom('', ' ', '-', '.'),
    fc.boolean(),
  )
  .map(([rest, prefix, sep, arabic]) => {
    const grouped = `${prefix}${rest.slice(0, 2)}${sep}${rest.slice(2, 5)}${sep}${rest.slice(5)}`;
    return arabic ? toArabicIndic(grouped) : grouped;
  });

const words = fc.array(fc.constantFrom('مرحبا', 'hello', 'المكتب', 'متاح', 'call', 'me', 'on'), {
  maxLength: 4,
});

describe('masking contact details', () => {
  it('hides any Saudi mobile inside any sentence, in any digits and grouping', () => {
    fc.assert(
      fc.property(words, saudiMobile, words, (before, phone, after) => {
        const text = [...before, phone, ...after].join(' ');
        const out = maskContacts(text);
        expect(out.masked).toBe(true);
        expect(out.text).toContain(CONTACT_MASK);
        const digits = out.text.replace(/[^0-9٠-٩]/g, '');
        expect(digits).toBe('');
      }),
    );
  });

  it('leaves text without contact details untouched, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const once = maskContacts(text);
        expect(maskContacts(once.text).text).toBe(once.text);
        if (!/[0-9٠-٩۰-۹@]|\(at\)|\[at\]/.test(text)) expect(once).toEqual({ text, masked: false });
      }),
    );
  });

  it('hides e-mail addresses, also written with (at) and (dot)', () => {
    for (const email of [
      'noura@masahat.sa',
      'Noura.Ali+x@mail.example.com',
      'noura (at) gmail (dot) com',
      'نورة@مثال.السعودية',
    ])
      expect(maskContacts(`راسلني على ${email} شكرا`)).toEqual({
        text: `راسلني على ${CONTACT_MASK} شكرا`,
        masked: true,
      });
  });

  it('keeps dates, times, prices, unit numbers and short local numbers readable', () => {
    for (const text of [
      'I arrive 2026-12-01 10:30, leaving 05-12-2026',
      'السعر 1,500 ريال لمدة 3 أيام، المكتب رقم 305',
      'الطابق ١٢ والموقف رقم ٤٥',
      'extension 4567 123',
    ])
      expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('hides landlines, international numbers and IBANs, and says so', () => {
    expect(maskContacts('011 234 5678').text).toBe(CONTACT_MASK);
    expect(maskContacts('+44 20 7946 0958').text).toBe(CONTACT_MASK);
    expect(maskContacts('حول على SA03 8000 0000 6080 1016 7519').text).toBe(
      `حول على SA${CONTACT_MASK}`,
    );
    expect(hasContactDetails('wa.me/966501234567')).toBe(true);
    expect(hasContactDetails('see you at 9')).toBe(false);
  });
});

describe('contacts become visible with a paid booking', () => {
  it('needs money paid on a booking that was not cancelled or rejected', () => {
    expect(contactsVisible([])).toBe(false);
    expect(contactsVisible([{ status: 'pending', paid_amount: 0 }])).toBe(false);
    expect(contactsVisible([{ status: 'cancelled', paid_amount: 500 }])).toBe(false);
    expect(contactsVisible([{ status: 'accepted', paid_amount: 50 }])).toBe(true);
    expect(
      contactsVisible([
        { status: 'rejected', paid_amount: 0 },
        { status: 'finished', paid_amount: 900 },
      ]),
    ).toBe(true);
  });
});

describe('the support clock', () => {
  it('promises an answer 72 hours after the ticket starts waiting', () => {
    expect(ticketDueAt('2026-11-21T09:00:00Z').toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('splits what is left into days, hours and minutes, and says when it is late', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(timeLeft('2026-11-23T12:30:00Z', now)).toEqual({
      overdue: false,
      days: 2,
      hours: 3,
      minutes: 30,
    });
    expect(timeLeft('2026-11-21T08:15:00Z', now)).toEqual({
      overdue: true,
      days: 0,
      hours: 0,
      minutes: 45,
    });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minutes) => {
        const left = timeLeft(new Date(now.getTime() + minutes * 60_000), now);
        expect(left.overdue).toBe(minutes < 0);
        expect(left.days * 1440 + left.hours * 60 + left.minutes).toBe(Math.abs(minutes));
      }),
    );
  });
});

describe('notification channels', () => {
  it('fills every type from the defaults and keeps what was saved', () => {
    const all = withDefaults({ review: { email: true }, payment: { whatsapp: false } });
    expect(all.review).toEqual({ ...DEFAULT_CHANNELS.review, email: true });
    expect(all.payment.whatsapp).toBe(false);
    expect(all.payment.email).toBe(true);
    expect(Object.keys(all)).toHaveLength(Object.keys(DEFAULT_CHANNELS).length);
    for (const switches of Object.values(all)) expect(switches.in_app).toBe(true);
  });
});
