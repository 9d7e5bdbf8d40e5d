// Who wrote the article, after it: the author's portrait, role and two lines from the team page,
// and a link to their card there. A byline alone gave a CTO no reason to trust the advice
// (design review 23). Authors who are not on the team keep the byline only. A card outlined as
// the related reads under it, on the same inner edge as the closing card above (review 24).
import styled from '@emotion/styled';
import type { Entry } from '../../content/collections';
import type { TeamMember } from '../../content/types.generated';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { eyebrowText, inDarkTheme, portraitDisc } from '../../ui/surfaces';

const Box = styled.aside`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  grid-template-areas: 'portrait head' 'portrait text';
  gap: 0.35rem ${space.md};
  align-items: start;
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  img {
    grid-area: portrait;
    width: 5rem;
    height: 5rem;
    border-radius: 50%;
    /* One pale yellow disc on both themes (ui/surfaces): on the page's grey the black jacket
       and hair disappeared, leaving a floating head (design review 26). An edge on the dark
       theme, where the card around it is dark. */
    background: ${portraitDisc};
    ${inDarkTheme(`box-shadow: 0 0 0 1px ${color.border};`)}
  }
  > div {
    grid-area: head;
  }
  > p {
    grid-area: text;
  }
  p {
    color: ${color.textMuted};
    font-size: 0.95rem;
    text-wrap: pretty;
  }
  .eyebrow {
    ${eyebrowText}
  }
  h2 {
    margin-top: 0.15rem;
    font-size: 1.2rem;
  }
  /* The role on a line of its own: after the name, on a phone, it wrapped and left the dot
     dangling at the name's end (review 34A). */
  h2 .role {
    display: block;
    margin-top: 0.1rem;
    color: ${color.textMuted};
    font-size: 0.95rem;
    font-weight: 600;
  }
  a {
    display: block;
    width: fit-content;
    margin-top: ${space.xs};
    font-weight: 700;
    color: ${color.text};
    text-decoration-color: ${color.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }
  /* On a phone the portrait stands beside the name only, and the bio takes the card's width. */
  ${breakpoint.small} {
    grid-template-columns: 3rem minmax(0, 1fr);
    grid-template-areas: 'portrait head' 'text text';
    align-items: center;
    img {
      width: 3rem;
      height: 3rem;
    }
  }
`;

interface Props {
  member: Entry<TeamMember>;
  /** The author's card on the team page. */
  href: string | undefined;
}

export function AuthorBox({ member, href }: Props) {
  const { name, role, image, text } = member.data;
  return (
    <Box aria-labelledby="autor-articulo">
      <img src={image} alt="" width={80} height={80} loading="lazy" decoding="async" />
      <div>
        <p className="eyebrow">Escrito por</p>
        <h2 id="autor-articulo">
          {name}
          <span className="visually-hidden">, </span>
          <span className="role">{role}</span>
        </h2>
      </div>
      <p>
        {text} {href && <a href={href}>Conoce al equipo</a>}
      </p>
    </Box>
  );
}
