import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { color, radius, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { fluidImage, stretchedLink } from '../../ui/surfaces';
import { SectionHeading } from '../../ui/SectionHeading';
import { Illustration } from '../../ui/Illustration';

// Cards side by side, the screen on top: as a row each, the screens were thumbnails too
// small to read beside a line of text.
const Cases = styled.ul<{ $count: number }>`
  list-style: none;
  padding: 0;
  ${({ $count }) => balancedGrid($count, { max: 3, min: '280px' })}
  li {
    position: relative;
    display: grid;
    align-content: start;
    gap: ${space.sm};
    padding: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  li:hover,
  li:focus-within {
    border-color: ${color.primary};
  }
  img {
    ${fluidImage}
  }
  /* A case's title is the card's heading and its link: the whole card answers the pointer
     (an underlined line of body text weighed less than the screen above it: design review 7). */
  h3 {
    font-size: 1.2rem;
    margin-bottom: ${space.xs};
  }
  a {
    color: inherit;
    text-decoration: none;
    ${stretchedLink(radius.md)}
  }
  p {
    color: ${color.textMuted};
  }
`;

interface Props {
  title: string;
  /** Alternative text of each case's image; {title} is the case's title. */
  imageAlt: string;
  cases: NonNullable<Service['caseStudies']>;
  /** A case's page, from the cases template path. */
  caseHref: (slug: string) => string | undefined;
}

export function CaseLinks({ title, imageAlt, cases, caseHref }: Props) {
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="casos">
      <SectionHeading id="casos" title={title} />
      <Cases $count={cases.length}>
        {cases.map((study) => (
          <li key={study.slug}>
            <Illustration
              src={study.imageUrl}
              alt={fillPlaceholders(imageAlt, study)}
              width={1200}
              height={750}
              sizes="(min-width: 1025px) 520px, (min-width: 769px) 375px, 100vw"
              loading="lazy"
              decoding="async"
            />
            <div>
              <h3>
                <a href={caseHref(study.slug)}>{study.title}</a>
              </h3>
              <p>
                {study.client}: {study.summary}
              </p>
            </div>
          </li>
        ))}
      </Cases>
    </section>
  );
}
