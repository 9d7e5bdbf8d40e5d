// Client logos as a looping strip (LogoStrip) or a fixed wall, in the variant content chooses.
import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Logo } from '../../ui/Logo';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { balancedGridTracks, gridColumnsStyle } from '../../ui/balancedGrid';
import { eyebrowText, plainList } from '../../ui/surfaces';
import { logoPlate } from '../../ui/LogoPlate';
import { LogoStrip } from './LogoStrip';
import { Tile } from './Tile';

// Three across on a phone: two made the home page's two walls 2,400 px of logos, and 15 logos
// ended on one alone (design review 14). A count that three leaves short and two divides (8)
// goes two across: three left an empty cell (review 16).
const phoneColumns = (count: number) => (count % 3 !== 0 && count % 2 === 0 ? 2 : 3);

const Wall = styled.ul`
  ${plainList}
  ${balancedGridTracks({ min: '150px', gap: space.sm })}
  ${breakpoint.small} {
    grid-template-columns: repeat(var(--phone-columns, 3), minmax(0, 1fr));
    --grid-gap: 0.5rem;
    > li {
      padding: 0.5rem 0.25rem;
      font-size: 0.8125rem;
    }
    /* A third of a phone is a 5:2 box of 40 px: taller, a logo fitted to its drawing grows
       by up to a fifth, and its small words read (review 55B: 'SEGUROS' at 8 px). */
    img {
      height: 3rem;
    }
  }
`;

/** The wall's column counts: balanced on wide screens, and on a phone where three is not. */
function wallStyle(count: number): CSSProperties {
  const phone = phoneColumns(count);
  return { ...gridColumnsStyle(count, 7), ...(phone === 3 ? {} : { '--phone-columns': phone }) };
}

// A second mention of clients on the same page: the marks alone, no plates, in even centred
// rows. The same tiled wall twice read as one block pasted twice (reviews 65C, 66B). Each row
// holds as many as the rows share evenly (15: 8 and 7; 5 a row on a tablet, 3 on a phone).
const perRow = (count: number, most: number) => Math.ceil(count / Math.ceil(count / most));

const Row = styled.ul`
  ${plainList}
  --gap: ${space.sm};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  > li {
    display: grid;
    place-items: center;
    flex: 0 0 calc((100% - (var(--per-row) - 1) * var(--gap)) / var(--per-row));
  }
  img {
    width: 100%;
    max-width: 140px;
    object-position: center;
  }
  --per-row: var(--per-row-wide);
  ${breakpoint.belowDesktop} {
    --per-row: var(--per-row-tablet);
  }
  ${breakpoint.small} {
    --per-row: 3;
  }
`;

// The row's title as a caption over it, not a section's headline: the row is the foot of what
// comes before it.
const Caption = styled.h2`
  ${eyebrowText}
  margin-bottom: ${space.md};
  color: ${color.textMuted};
  text-align: center;
`;

// A quiet closing tile on the logos' own plate: a yellow one was the loudest thing in the wall
// (design review 6), and a dashed outline nearly vanished on the light theme and read as an
// empty slot (review 11).
const More = styled.li`
  display: grid;
  place-items: center;
  padding: ${space.sm};
  ${logoPlate}
  border-radius: ${radius.md};
  color: ${color.textMuted};
  font-weight: 700;
  text-align: center;
`;

export default function Logos({
  eyebrow,
  title,
  intro,
  layout,
  variant,
  logos,
  more,
}: BlockProps<'logos'>) {
  return (
    <Container>
      {layout === 'row' ? (
        <Caption>{title}</Caption>
      ) : (
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      )}
      {layout === 'strip' ? (
        <LogoStrip logos={logos} variant={variant} />
      ) : layout === 'row' ? (
        <Row
          style={
            {
              '--per-row-wide': perRow(logos.length, 8),
              '--per-row-tablet': perRow(logos.length, 5),
            } as CSSProperties
          }
        >
          {logos.map((logo) => (
            <li key={logo.src}>
              <Logo {...logo} variant={variant} />
            </li>
          ))}
        </Row>
      ) : (
        <Wall style={wallStyle(logos.length + (more ? 1 : 0))}>
          {logos.map((logo) => (
            <Tile $variant={variant} key={logo.src}>
              <Logo {...logo} variant={variant} />
            </Tile>
          ))}
          {more && <More>{more}</More>}
        </Wall>
      )}
    </Container>
  );
}
