// A blog post's date: machine-readable in dateTime, Spanish prose on screen.
import { blogDateToIso } from '../content/blogDate';
import { spanishLongDate } from '../lib/spanishDate';

export function PublishedOn({ date }: { date: string }) {
  const day = blogDateToIso(date);
  return <time dateTime={day}>{spanishLongDate(day)}</time>;
}
