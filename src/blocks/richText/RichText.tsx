import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { BlockProps, Site } from '../../content/types.generated';
import { spanishLongDate } from '../../lib/spanishDate';
import { Container } from '../../ui/Container';
import { telHref } from '../../lib/telHref';
import { dotList } from '../../ui/surfaces';
import { color, space } from '../../theme/tokens';

const Article = styled.div`
  display: grid;
  gap: ${space.lg};
  > h2 {
    font-size: clamp(1.75rem, 3.5vw, 2.25rem);
  }
  section > :is(h2, h3) {
    font-size: 1.25rem;
    margin-bottom: ${space.xs};
  }
  p + p,
  p + ul {
    margin-top: ${space.xs};
  }
  p,
  li {
    color: ${color.textMuted};
  }
  a {
    color: ${color.link};
    font-weight: 600;
    text-underline-offset: 3px;
  }
  ul {
    ${dotList}
  }
`;

const Updated = styled.p`
  font-size: 0.95rem;
`;

// {correo} and {telefono} stand for the company's contact data of site.json, as links: the
// address is written once, and a policy never keeps an old one.
const contactToken = /\{(correo|telefono)\}/;

function withContactLinks(text: string, contact: Site['contact']): ReactNode[] {
  return text.split(contactToken).map((piece, index) => {
    if (index % 2 === 0) return piece;
    return piece === 'correo' ? (
      <a key={index} href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
    ) : (
      <a key={index} href={telHref(contact.phone)}>
        {contact.phone}
      </a>
    );
  });
}

export default function RichText({
  title,
  updated,
  parts,
  site,
}: BlockProps<'richText'> & { site: Site }) {
  // Part headings sit one level under the block's title, or under the page's h1 when the block
  // has none: a heading level is never skipped (screen-reader outlines, WCAG 1.3.1).
  const PartHeading = title ? 'h3' : 'h2';
  return (
    <Container $width="text" $start>
      <Article>
        {title && <h2>{title}</h2>}
        {updated && (
          <Updated>
            Última actualización: <time dateTime={updated}>{spanishLongDate(updated)}</time>
          </Updated>
        )}
        {parts.map((part) => (
          <section key={part.heading}>
            <PartHeading>{part.heading}</PartHeading>
            {part.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{withContactLinks(paragraph, site.contact)}</p>
            ))}
            {part.bullets && part.bullets.length > 0 && (
              <ul>
                {part.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Article>
    </Container>
  );
}
