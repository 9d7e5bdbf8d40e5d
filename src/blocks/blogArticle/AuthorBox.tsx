// Who wrote the article, after it: the author's portrait, role and two lines from the team page,
// and a link to their card there. A byline alone gave a CTO no reason to trust the advice
// (design review 23). Authors who are not on the team keep the byline only.
import styled from '@emotion/styled';
import type { Entry } from '../../content/collections';
import type { TeamMember } from '../../content/types.generated';
import { color, space } from '../../theme/tokens';
import { eyebrowText } from '../../ui/surfaces';

const Box = styled.aside`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: ${space.sm} ${space.md};
  align-items: start;
  padding-block: ${space.md};
  border-block: 1px solid ${color.border};
  img {
    width: 5rem;
    height: 5rem;
    border-radius: 50%;
    background: ${color.bgAlt};
    object-fit: cover;
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
    margin: 0.15rem 0 0.35rem;
    font-size: 1.2rem;
  }
  h2 span {
    color: ${color.textMuted};
    font-weight: 600;
  }
  a {
    display: inline-block;
    margin-top: ${space.xs};
    font-weight: 700;
    color: ${color.text};
    text-decoration-color: ${color.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
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
          {name} <span>· {role}</span>
        </h2>
        <p>{text}</p>
        {href && <a href={href}>Conoce al equipo</a>}
      </div>
    </Box>
  );
}
