// The booking card's state: the chosen unit, period and dates, the unit's calendar and
// rules as the booking schema's context, and the first check of the choice. When the
// calendar arrives and the default arrival (tomorrow) is taken or refused by the unit's rules
// (its notice), it moves to the first free day the rules accept, so the card never opens on a
// refusal it could have avoided.
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { choosePriceOption, periodFromTypeResId, type PeriodType } from '@/domain';
import { checkBooking, type BookingContext } from '@schemas/booking-rules';
import { choiceFromParams, toBookingInput, type BookingChoice } from './booking-request';
import { dayOpen, reservedFromDays } from './reserved-slots';
import { activePrices } from './units-prices';
import { useUnitAvailability, type Unit } from './use-office';

const DAY = 'YYYY-MM-DD';
/** How far ahead the first arrival the unit's notice allows is looked for. */
const NOTICE_SEARCH_DAYS = 60;

function initial(unit: Unit | undefined, period?: PeriodType, start?: string): BookingChoice {
  // Spec section 9: with no period asked for, the unit's default price option.
  const first = unit ? choosePriceOption(activePrices(unit)) : undefined;
  const p = period ?? (first ? periodFromTypeResId(first.type_res_id) : null) ?? 'daily';
  const from = start ?? dayjs().add(1, 'day').format(DAY);
  const choice: BookingChoice = {
    unitId: unit?.id ?? 0,
    period: p,
    start: from,
    end: dayjs(from).add(1, 'day').format(DAY),
    count: 1,
    fromTime: '09:00',
    toTime: '11:00',
  };
  if (start || !unit) return choice;
  // The first arrival from tomorrow that the unit's own rules accept (a 24-hour notice
  // refuses tomorrow's 09:00 after 09:00 today): the card is rendered on the server first,
  // before its calendar is known, and must not open on a refusal there either.
  const rules = unitContext(unit);
  for (let day = 0; day < NOTICE_SEARCH_DAYS; day++) {
    const moved = startingOn(choice, dayjs(from).add(day, 'day').format(DAY));
    if (!checkBooking(toBookingInput(moved), rules)) return moved;
  }
  return choice;
}

/** The same choice moved to arrive on `date` (one day long for a date booking). */
function startingOn(choice: BookingChoice, date: string): BookingChoice {
  return { ...choice, start: date, end: dayjs(date).add(1, 'day').format(DAY) };
}

/** The unit's own rules as the booking schema's context (lengths, notice, buffer). */
export function unitContext(unit: Unit | undefined): BookingContext {
  const rules = unit?.booking_rules;
  const lengthLimits: BookingContext['lengthLimits'] = {};
  for (const l of rules?.length_limits ?? []) {
    const period = periodFromTypeResId(l.type_res_id);
    if (period) lengthLimits[period] = { min: l.min, max: l.max };
  }
  return {
    lengthLimits,
    noticeHours: rules?.min_notice_hours ?? 0,
    bufferMinutes: rules?.buffer_minutes ?? 0,
  };
}

export function useBookingChoice(bookable: Unit[]) {
  const [params] = useSearchParams();
  // A link back from the payment page brings its unit, type and dates.
  const linked = choiceFromParams(params);
  const linkedUnit = linked && bookable.find((u) => u.id === linked.unitId);
  const [choice, setChoice] = useState(() =>
    linked && linkedUnit
      ? { ...initial(linkedUnit, linked.period, linked.start), ...linked }
      : initial(bookable[0]),
  );
  const touched = useRef(Boolean(linkedUnit));
  const unit = bookable.find((u) => u.id === choice.unitId);
  const availability = useUnitAvailability(choice.unitId);
  const days = availability.data?.days;
  const reserved = useMemo(() => reservedFromDays(days ?? []), [days]);
  const input = useMemo(() => toBookingInput(choice), [choice]);
  const context = useMemo(() => ({ reserved, ...unitContext(unit) }), [reserved, unit]);
  const failure = checkBooking(input, context);

  const refused = Boolean(failure);
  useEffect(() => {
    if (!days || touched.current) return;
    const byDate = new Map(days.map((d) => [d.date, d]));
    if (dayOpen(byDate.get(choice.start), choice.period) && !refused) return;
    // The first later day that is open and that the unit's rules accept (its notice: a
    // 24-hour notice refuses tomorrow's 09:00 after 09:00 today), else the first open one.
    const today = dayjs().format(DAY);
    const open = days.filter((d) => d.date > today && dayOpen(d, choice.period));
    const accepted = open.find(
      (d) => !checkBooking(toBookingInput(startingOn(choice, d.date)), context),
    );
    const free = accepted ?? open[0];
    if (free && free.date !== choice.start) setChoice((c) => startingOn(c, free.date));
  }, [days, choice, refused, context]);

  const patch = (p: Partial<BookingChoice>) => {
    touched.current = true;
    setChoice((c) => ({ ...c, ...p }));
  };
  const pickUnit = (next: Unit | undefined) => {
    const keep =
      next && activePrices(next).some((o) => periodFromTypeResId(o.type_res_id) === choice.period);
    touched.current = false;
    setChoice(initial(next, keep ? choice.period : undefined, choice.start));
  };
  return {
    choice,
    unit,
    days,
    daysLoading: availability.isLoading,
    input,
    failure,
    patch,
    pickUnit,
  };
}
