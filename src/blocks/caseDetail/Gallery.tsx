// The case's screens that no solution part shows beside its text (caseScreens.ts), each with
// its caption and opening at full size.
import { illustrationSizes } from '../../ui/Illustration';
import type { CaseScreen } from './caseScreens';
import { List } from './Gallery.styles';
import { ScreenFigure } from './ScreenFigure';

export function Gallery({ title, screens }: { title: string; screens: CaseScreen[] }) {
  if (screens.length === 0) return null;
  return (
    <section aria-labelledby="galeria">
      <h2 id="galeria">{title}</h2>
      <List $count={screens.length}>
        {screens.map((screen) => (
          <li key={screen.zoomId}>
            <ScreenFigure
              screen={screen}
              sizes={illustrationSizes.card}
              lead={screens.length === 1}
            />
          </li>
        ))}
      </List>
    </section>
  );
}
