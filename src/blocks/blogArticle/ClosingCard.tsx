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
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space.sm} ${space.md};
  margin-top: ${space.sm};
  /* The inner edge of the author and related cards under it. */
  padding: ${space.md};
  border-radius: ${radius.md};
  h2 {
    font-size: 1.4rem;
    text-wrap: balance;
  }
  p {
    margin-top: 0.35rem;
    text-wrap: pretty;
  }
  /* The button keeps the card's dark-on-yellow contrast: a black pill on the accent. */
  a {
    white-space: nowrap;
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
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
