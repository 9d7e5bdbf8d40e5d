// Client logos as a looping strip or a fixed wall. The strip is pure CSS: three copies of the
// list slide by one copy's width every 20 s, so the loop has no seam; hover pauses it and reduced
// motion shows the list once, still.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, motionOk, palette, radius, space } from '../../theme/tokens';
import { autoGrid, plainList } from '../../ui/surfaces';

const copies = [0, 1, 2];
const loopSeconds = 20;

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(calc(-100% / 3)); }
`;

type Variant = BlockProps<'logos'>['variant'];

// Original and black logos sit on a light tile in both themes; white ones on a dark tile.
const filters: Record<Variant, string> = {
  original: 'none',
  black: 'grayscale(1) brightness(0.3)',
  white: 'grayscale(1) brightness(0) invert(0.88)',
};

const Tile = styled.li<{ $variant: Variant }>`
  display: grid;
  place-items: center;
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${({ $variant }) => ($variant === 'white' ? palette.black900 : palette.gray25)};
  border: 1px solid ${({ $variant }) => ($variant === 'white' ? palette.gray850 : palette.gray200)};
  img {
    display: block;
    width: 160px;
    max-width: 100%;
    height: auto;
    filter: ${({ $variant }) => filters[$variant]};
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.ul`
  ${plainList}
  display: flex;
  width: max-content;
  ${motionOk} {
    animation: ${slide} ${loopSeconds}s linear infinite;
    &:hover {
      animation-play-state: paused;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    width: auto;
    flex-wrap: wrap;
    justify-content: center;
    row-gap: ${space.md};
    [data-copy] {
      display: none;
    }
  }
  /* A margin rather than a gap: every item carries its own spacing, so a third of the track
     is exactly one copy and the loop has no jump. */
  > li {
    flex: none;
    margin-right: ${space.md};
  }
`;

const Wall = styled.ul`
  ${plainList}
  ${autoGrid('150px', space.sm)}
`;

const More = styled.li`
  display: grid;
  place-items: center;
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 800;
  text-align: center;
`;

function Logo({ name, src, hidden }: { name: string; src: string; hidden?: boolean }) {
  return (
    <img
      src={src}
      alt={hidden ? '' : name}
      width={160}
      height={64}
      loading="lazy"
      decoding="async"
    />
  );
}

export default function Logos({ title, intro, layout, variant, logos, more }: BlockProps<'logos'>) {
  return (
    <Container>
      <SectionHeading title={title} intro={intro} />
      {layout === 'strip' ? (
        <Viewport>
          <Track>
            {copies.flatMap((copy) =>
              logos.map((logo) => (
                <Tile
                  $variant={variant}
                  key={`${copy}-${logo.src}`}
                  aria-hidden={copy > 0 || undefined}
                  data-copy={copy > 0 ? '' : undefined}
                >
                  <Logo {...logo} hidden={copy > 0} />
                </Tile>
              )),
            )}
          </Track>
        </Viewport>
      ) : (
        <Wall>
          {logos.map((logo) => (
            <Tile $variant={variant} key={logo.src}>
              <Logo {...logo} />
            </Tile>
          ))}
          {more && <More>{more}</More>}
        </Wall>
      )}
    </Container>
  );
}
