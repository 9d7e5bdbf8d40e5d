// The solution where its parts have screens (solution[].screen): each part beside the screen
// that shows it, sides alternating on a wide screen, the screen under its text on a phone; a
// part without a screen joins the row before it (rowsOf). Three cards of text
// between the challenges and the stack left a CTO nothing to see of what was built (reviews
// 89A-89D).
import styled from '@emotion/styled';
import { breakpoint, color, space } from '../../theme/tokens';
import { AltBand } from '../../ui/Band';
import { illustrationSizes } from '../../ui/Illustration';
import { PartNumber } from './CaseItems';
import type { CaseScreen } from './caseScreens';
import { ScreenFigure } from './ScreenFigure';

const wide = breakpoint.desktop;

const Rows = styled.div`
  display: grid;
  gap: ${space.xl};
  ${breakpoint.mobile} {
    gap: ${space.lg};
  }
  > div {
    display: grid;
    gap: ${space.md};
    ${wide} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      column-gap: ${space.xl};
      /* The screen's top level with its part's title: centred against a tall screen, a single
         part stood under 150 px of blank (review 91D). */
      align-items: start;
    }
  }
  /* Every other screen on the left: a column of screens down one side read as a second
     gallery. */
  ${wide} {
    > div:nth-of-type(even) {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      > .text {
        order: 1;
      }
    }
  }
  .text {
    display: grid;
    align-content: start;
    row-gap: ${space.lg};
    max-width: 36rem;
  }
  .part {
    display: grid;
    row-gap: 0.75rem;
  }
  h3 {
    font-size: clamp(1.2rem, 2vw, 1.5rem);
  }
  .part > p {
    color: ${color.textMuted};
  }
`;

/** The heading and number of a part, then its text: the number and title side by side. */
const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${space.sm};
`;

interface Props {
  title: string;
  parts: { title: string; description: string }[];
  /** The screen beside each part, where it has one (caseScreens.ts). */
  screens: (CaseScreen | undefined)[];
}

/** The rows: each screen with the part it shows first, the parts without one after it (those
 *  before the first screen join that one's row, ahead of its part). A part without a screen had
 *  a row of text alone, a third layout between the zig-zag's rows (review 90A); ahead of the
 *  screened part, the screen beside two parts seemed to show the first (review 91D). */
type NumberedPart = { part: Props['parts'][number]; number: number };
interface Row {
  parts: NumberedPart[];
  screen: CaseScreen;
  /** The number of the part the screen shows. */
  shows: number;
}

function rowsOf(parts: Props['parts'], screens: Props['screens']): Row[] {
  const rows: Row[] = [];
  let leading: NumberedPart[] = [];
  parts.forEach((part, index) => {
    const numbered = { part, number: index + 1 };
    const screen = screens[index];
    if (screen) rows.push({ parts: [...leading, numbered], screen, shows: numbered.number });
    else if (rows.length > 0) rows.at(-1)?.parts.push(numbered);
    else leading.push(numbered);
    if (screen) leading = [];
  });
  return rows;
}

export function SolutionParts({ title, parts, screens }: Props) {
  return (
    <AltBand aria-labelledby="solucion">
      <h2 id="solucion">{title}</h2>
      <Rows>
        {rowsOf(parts, screens).map(({ parts: shown, screen, shows }) => (
          <div key={screen.zoomId}>
            <div className="text">
              {shown.map(({ part, number }) => (
                <div className="part" key={part.title}>
                  <Head>
                    <PartNumber number={number} />
                    <h3>{part.title}</h3>
                  </Head>
                  <p>{part.description}</p>
                </div>
              ))}
            </div>
            <ScreenFigure
              screen={screen}
              sizes={illustrationSizes.beside}
              // Beside two parts or more, the caption names the one the screen shows.
              partNumber={shown.length > 1 ? shows : undefined}
            />
          </div>
        ))}
      </Rows>
    </AltBand>
  );
}
