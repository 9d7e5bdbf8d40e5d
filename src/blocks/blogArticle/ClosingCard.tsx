// The card an article ends on: a question, a line and one button, so a reader who got to the end
// has a next step other than the newsletter (design review 23: an inline link was the only one).
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink } from '../../ui/ButtonLink';
import { backgrounds } from '../../theme/sections';
import { toneAttr } from '../../lib/pageAttributes';
import { breakpoint, color, radius, space } from '../../theme/tokens';

// The accent's tone sets the colour variables; the text takes them here, or it kept the dark
// page's white on yellow (1.4:1: design review 25).
const Card = styled.aside`
  ${backgrounds.accent.css}
  color: ${color.text};
  /* The line, then the button under it: beside it, in the article's 600 px, the text ran in a
     340 px column of five lines and the heading sat tight on the card's edge (review 88B). */
  display: grid;
  justify-items: start;
  gap: ${space.md};
  margin-top: ${space.sm};
  padding: 2rem;
  border-radius: ${radius.md};
  h2 {
    font-size: 1.5rem;
    text-wrap: balance;
  }
  p {
    margin-top: 0.5rem;
    max-width: 34rem;
    text-wrap: pretty;
  }
  /* The button keeps the card's dark-on-yellow contrast: a black pill on the accent. */
  a {
    white-space: nowrap;
  }
  ${breakpoint.mobile} {
    padding: ${space.md};
    a {
      justify-self: stretch;
    }
  }
`;

export function ClosingCard({
  title,
  text,
  action,
}: NonNullable<BlockProps<'blogArticle'>['closing']>) {
  return (
    <Card aria-labelledby="cierre-articulo" {...{ [toneAttr]: backgrounds.accent.tone }}>
      <div>
        <h2 id="cierre-articulo">{title}</h2>
        {text && <p>{text}</p>}
      </div>
      <ButtonLink label={action.label} href={action.href} variant={action.variant} />
    </Card>
  );
}
