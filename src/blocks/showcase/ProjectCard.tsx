// One project of the grid. Hover (or keyboard focus) reveals 'Ver detalles', zooms the capture and
// lights the border; on touch screens, which have no hover, the button is always shown.
import { keyframes } from '@emotion/react';
import { FigureText } from '../../ui/FigureText';
import styled from '@emotion/styled';
import { KeepRanges } from '../../ui/KeepRanges';
import { useEffect, useRef, useState } from 'react';
import type { ShowcaseBlock } from '../../content/types.generated';
import { primaryButton } from '../../ui/buttonStyles';
import { color, hoverOk, motionOk, space } from '../../theme/tokens';
import { accent } from './accent';
import { TechTags } from './TechTags';
import { cardSurface, eyebrowText, plainList } from '../../ui/surfaces';
import { illustrationSizes } from '../../ui/Illustration';
import { ThemedIllustration } from '../../ui/ThemedIllustration';

export type Project = ShowcaseBlock['projects'][number];

const cardMetrics = 2;
const cardTags = 4;

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Card = styled.li<{ $accent: string }>`
  position: relative;
  /* The capture's height (16:10 of the card's width) places 'Ver detalles' at its centre. */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  ${motionOk} {
    transition:
      border-color 0.25s ease,
      box-shadow 0.25s ease;
  }
  &:hover,
  &:focus-within {
    border-color: ${({ $accent }) => $accent};
    box-shadow: 0 0 0 1px ${({ $accent }) => $accent};
  }
  /* The card lights up as a whole under the pointer, so a click anywhere on it opens the
     project, as the case and service cards do (review 57D: only the button did). The button
     stays the way in for the keyboard and screen readers. */
  ${hoverOk} {
    cursor: pointer;
  }
`;

// The pulse is a layer behind the capture: visible while the image has not painted, gone once it
// loads. The image itself is never hidden, so the card works before and without JavaScript.
const Media = styled.div<{ $loaded: boolean }>`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${color.bgAlt};
    display: ${({ $loaded }) => ($loaded ? 'none' : 'block')};
    ${motionOk} {
      animation: ${pulse} 1.4s ease-in-out infinite;
    }
  }
  img {
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    ${motionOk} {
      transition: transform 0.4s ease;
    }
  }
  li:hover & img,
  li:focus-within & img {
    transform: scale(1.06);
  }
  /* Where a pointer hovers, the capture dims under 'Ver detalles', so the button does not fight
     a busy screen and its coloured frame (design review 15). */
  ${hoverOk} {
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      background: rgb(0 0 0 / 0.4);
      opacity: 0;
    }
    li:hover &::after,
    li:focus-within &::after {
      opacity: 1;
    }
  }
  ${motionOk} {
    &::after {
      transition: opacity 0.25s ease;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md};
  flex: 1;
  /* The description in the muted ink of every card's text under its title. */
  > p:not(:first-child) {
    color: ${color.textMuted};
  }
`;

const Category = styled.p`
  ${eyebrowText}
  color: ${color.textMuted};
`;

// The figures (and, on touch screens, the button) keep to the card's foot, each label two lines
// high, so a row's figures line up whatever the text and the tags above them.
const Metrics = styled.ul`
  ${plainList}
  margin-top: auto;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Two labels side by side stand a gutter apart (at 8 px they read as one line, review 8). */
  gap: ${space.xs} ${space.md};
  strong {
    display: block;
    font-size: 1.5rem;
    color: ${color.accentText};
  }
  span {
    display: block;
    min-height: 2lh;
    font-size: 0.875rem;
    line-height: 1.35;
    color: ${color.textMuted};
  }
`;

// With a mouse it appears at the centre of the capture on hover or focus, so a card at rest keeps
// no empty band for it; on touch screens it is always there, at the card's end. (In the capture's
// corner it covered the screen's own buttons, such as an "Exportar": design review 14.)
const Details = styled.button`
  ${primaryButton}
  align-self: flex-start;
  ${hoverOk} {
    position: absolute;
    top: calc(31.25cqi - 26px);
    left: 50%;
    translate: -50% 0;
    opacity: 0;
    li:hover &,
    li:focus-within & {
      opacity: 1;
    }
  }
`;

interface ProjectCardProps {
  project: Project;
  onOpen: () => void;
}

export function ProjectCard({ project, onOpen }: ProjectCardProps) {
  const media = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The capture may have finished loading before the island hydrated: the one of the theme, as
  // the other is never fetched.
  useEffect(() => {
    const images = Array.from(media.current?.querySelectorAll('img') ?? []);
    if (images.some((image) => image.complete && image.naturalWidth > 0)) setLoaded(true);
  }, []);
  return (
    <Card
      $accent={accent[project.color]}
      onClick={(event) => {
        const target = event.target as Element;
        // The button opens it itself; a reader selecting a figure's text is not asking.
        if (target.closest('button, a') || window.getSelection()?.toString()) return;
        // Focus goes where the button would leave it, so closing returns there.
        details.current?.focus({ preventScroll: true });
        onOpen();
      }}
    >
      <Media ref={media} $loaded={loaded} data-loaded={loaded || undefined}>
        <ThemedIllustration
          src={project.screenshot}
          srcDark={project.screenshotDark}
          alt={project.screenshotAlt}
          width={1200}
          height={750}
          sizes={illustrationSizes.card}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
        />
      </Media>
      <Body>
        <Category>{project.category}</Category>
        <h3>{project.name}</h3>
        <p>
          <KeepRanges text={project.description} />
        </p>
        <TechTags names={project.techStack} limit={cardTags} />
        <Metrics>
          {project.metrics.slice(0, cardMetrics).map((metric) => (
            <li key={metric.label}>
              <strong>
                <FigureText text={metric.value} />
              </strong>
              <span>{metric.label}</span>
            </li>
          ))}
        </Metrics>
        <Details
          ref={details}
          type="button"
          aria-haspopup="dialog"
          aria-label={`Ver detalles: ${project.name}`}
          onClick={onOpen}
        >
          Ver detalles
        </Details>
      </Body>
    </Card>
  );
}
