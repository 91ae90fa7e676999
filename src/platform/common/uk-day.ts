/** Calendar days in England and Wales, as the dates of a sale are kept: midnight UTC. */

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar day an instant falls in, kept as the dates are: midnight UTC. */
export function ukCalendarDay(instant: Date): Date {
  return new Date(`${londonDay.format(instant)}T00:00:00.000Z`);
}
