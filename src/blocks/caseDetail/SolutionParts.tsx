// The solution where its parts have screens (solution[].screen): each part beside the screen
// that shows it, sides alternating on a wide screen, the screen under its text on a phone. Three
// cards of text between the challenges and the stack left a CTO nothing to see of what was
// built (reviews 89A-89D).
import styled from '@emotion/styled';
import { breakpoint, color, space } from '../../theme/tokens';
import { AltBand } from '../../ui/Band';
import { illustrationSizes } from '../../ui/Illustration';
import { plainList } from '../../ui/surfaces';
import { ItemNumber } from './CaseItems';
import type { CaseScreen } from './caseScreens';
import { ScreenFigure } from './ScreenFigure';

const wide = '@media (min-width: 1024px)';

const Parts = styled.ol`
  ${plainList}
  display: grid;
  gap: ${space.xl};
  ${breakpoint.mobile} {
    gap: ${space.lg};
  }
  > li {
    display: grid;
    gap: ${space.md};
    ${wide} {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      column-gap: ${space.xl};
      align-items: center;
    }
  }
  /* Every other screen on the left: a column of screens down one side read as a second
     gallery. */
  ${wide} {
    > li:nth-of-type(even):not(.textOnly) {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      > .text {
        order: 1;
      }
    }
  }
  /* A part without a screen: its title on the text's side, its detail where a screen would be,
     so the row keeps the page's two columns. */
  > li.textOnly {
    ${wide} {
      align-items: start;
      > .text {
        display: contents;
      }
      > .text > p {
        grid-column: 2;
        grid-row: 1;
      }
    }
  }
  .text {
    display: grid;
    align-content: start;
    row-gap: 0.75rem;
    max-width: 36rem;
  }
  h3 {
    font-size: clamp(1.2rem, 2vw, 1.5rem);
  }
  .text > p {
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

export function SolutionParts({ title, parts, screens }: Props) {
  return (
    <AltBand aria-labelledby="solucion">
      <h2 id="solucion">{title}</h2>
      <Parts>
        {parts.map((part, index) => {
          const screen = screens[index];
          return (
            <li key={part.title} className={screen ? undefined : 'textOnly'}>
              <div className="text">
                <Head>
                  <ItemNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</ItemNumber>
                  <h3>{part.title}</h3>
                </Head>
                <p>{part.description}</p>
              </div>
              {screen && <ScreenFigure screen={screen} sizes={illustrationSizes.beside} />}
            </li>
          );
        })}
      </Parts>
    </AltBand>
  );
}
