// A blog date the schema accepts by its shape can still be a day that does not exist
// ('31 de Febrero, 2025'); published, it would become datePublished "2025-02-31".
import { daysInMonth, monthName, parseBlogDate } from '../blogDate';
import type { Collections } from '../collections';
import type { CrossIssue } from './problem';

export function impossibleBlogDates(collections: Collections): CrossIssue[] {
  return collections.blog.flatMap((entry) => {
    const date = parseBlogDate(entry.data.date);
    if (!date) return [];
    const days = daysInMonth(date.month, date.year);
    if (date.day <= days) return [];
    return [
      {
        file: entry.file,
        pointer: '/date',
        message: `La fecha ${JSON.stringify(entry.data.date)} no existe: ${monthName(date.month)} de ${date.year} tiene ${days} días.`,
        hint: `Escribe un día entre 1 y ${days}, o corrige el mes; por ejemplo ${JSON.stringify(entry.data.date.replace(/^\d+/, String(days)))}.`,
      },
    ];
  });
}
