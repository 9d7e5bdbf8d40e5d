// Blog dates are written in Spanish ('28 de Mayo, 2025') and converted to yyyy-mm-dd for metadata,
// as the spec says: an unknown month becomes 01 and a date that does not have three parts
// separated by ' de ' is replaced by today's date. The spec's own examples separate the year with
// a comma, which would make every date "malformed"; so ', ' counts as a separator too
// ('28 de Mayo, 2025' and '28 de Mayo de 2025' are the same date).

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const pad = (value: number) => String(value).padStart(2, '0');

export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Parses '28 de Mayo, 2025' (any case of the month) into numbers; undefined if not that shape. */
export function parseBlogDate(
  text: string,
): { day: number; month: number; year: number } | undefined {
  const parts = text.trim().replace(/,\s*/, ' de ').split(' de ');
  if (parts.length !== 3) return undefined;
  const [day, month, year] = parts.map((part) => part.trim()) as [string, string, string];
  const monthIndex = months.indexOf(month.toLowerCase());
  if (monthIndex < 0 || !/^\d{1,2}$/.test(day) || !/^\d{4}$/.test(year)) return undefined;
  return { day: Number(day), month: monthIndex + 1, year: Number(year) };
}

export const monthName = (month: number) => months[month - 1] ?? '';

/** Days in a month of a year (February has 29 in leap years). */
export function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function blogDateToIso(text: string, today: Date = new Date()): string {
  const parts = text.trim().replace(/,\s*/, ' de ').split(' de ');
  if (parts.length !== 3) return isoDay(today);
  const [day, month, year] = parts.map((part) => part.trim()) as [string, string, string];
  const monthIndex = months.indexOf(month.toLowerCase());
  const dayNumber = Number(day);
  if (!/^\d{4}$/.test(year) || !Number.isInteger(dayNumber) || dayNumber < 1 || dayNumber > 31)
    return isoDay(today);
  return `${year}-${pad(monthIndex + 1 || 1)}-${pad(dayNumber)}`;
}
