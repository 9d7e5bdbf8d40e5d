// A client's words with who said them, as a figure with a quotation: a card with a large yellow
// quotation mark, the attribution at its foot (cards side by side end on one line). A stripe on
// the left edge squared off the card's corners and read as a blog theme's.
import styled from '@emotion/styled';
import { KeepRanges } from './KeepRanges';
import type { ReactNode } from 'react';
import { breakpoint, color, radius, space } from '../theme/tokens';
import { Logo, type LogoVariant } from './Logo';
import { toneAttr } from '../lib/pageAttributes';

const Figure = styled.figure<{ $lead: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.md} ${space.lg} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bgAlt};
  /* On a black band the alternate grey was a step too faint: the cards showed by their edge
     alone (review 60B). There they take the cards' surface, a step above. */
  [${toneAttr}='dark'] & {
    background: ${color.surface};
  }
  &::before {
    content: '“';
    height: 2.25rem;
    color: ${color.primary};
    font-size: 4.5rem;
    font-weight: 800;
    line-height: 1;
  }
  blockquote {
    margin: 0;
    font-size: 1.15rem;
    text-wrap: pretty;
  }
  /* The one quote of a page, across its column: a pull quote at a reading measure, not body
     text run 1,150 px wide (design review 7b). 18 px on a phone: at 20 a quote filled the
     screen (review 49A). */
  ${({ $lead }) =>
    $lead
      ? `blockquote { max-width: 60ch; font-size: clamp(1.125rem, 2.2vw, 1.5rem); font-weight: 500; line-height: 1.45; }`
      : ''}
  /* The person on a line of their own, their role under it: one grey line read as a footnote
     and broke with a word alone on its second line (design review 10). */
  figcaption {
    margin-top: auto;
    color: ${color.textMuted};
    font-size: 0.95rem;
    /* 'Gerente de Mantención, / C3D Industrial', not '…, C3D / Industrial' (review 50A). */
    text-wrap: balance;
  }
  figcaption strong {
    display: block;
    color: ${color.text};
    font-size: 1rem;
  }
  /* The role and the company each on a line: balanced as one, the role broke mid-phrase
     ('Gerenta de Riesgo y / Crédito, San Gerónimo': review 59A). */
  figcaption b {
    display: block;
    font-weight: inherit;
  }
  /* The company's mark leads the signature, a rule between them, on every card as on a case
     page's pull quote: a quote with no face and no mark was the weakest proof on the page
     (design reviews 14 and 15); at the card's far end the mark lined up with nothing (66A). */
  figcaption:has(img) {
    display: flex;
    align-items: center;
    gap: ${space.sm};
  }
  figcaption:has(img) > span {
    padding-left: ${space.sm};
    border-left: 1px solid ${color.border};
  }
  figcaption img {
    flex: none;
    order: -1;
    width: 120px;
  }
  /* Wide, a pull quote beside its signature: the words at a reading measure on the left, under
     the section's left-aligned heading, and the client's mark large on the right, set off by a
     rule, where it reads as the proof it is. Centred, the card sat apart from the heading above
     it and its mark read at 11 px tall (review 71C); beside the words, a small signature had
     left the card's right side empty (review 51A). */
  ${({ $lead }) =>
    $lead
      ? `${breakpoint.desktop} {
          display: grid;
          grid-template-columns: minmax(0, 1fr) minmax(15rem, 20rem);
          column-gap: ${space.xl};
          padding: ${space.lg} ${space.xl};
          &::before { grid-column: 1; }
          blockquote { grid-column: 1; max-width: 52ch; }
          figcaption:has(img), figcaption {
            grid-column: 2;
            grid-row: 1 / span 2;
            align-self: center;
            flex-direction: column;
            align-items: flex-start;
            margin: 0;
            padding-left: ${space.lg};
            border-left: 1px solid ${color.border};
          }
          figcaption:has(img) > span { padding-left: 0; border-left: 0; }
          figcaption img { width: 168px; }
        }`
      : ''}
  /* In a narrow card the mark goes above the signature, which beside it wrapped to a word a
     line: on phones (review 10), and in two cards side by side at 800 px (review 32C). */
  container-type: inline-size;
  @container (max-width: 28rem) {
    figcaption:has(img) {
      flex-direction: column;
      align-items: flex-start;
    }
    figcaption:has(img) > span {
      padding-left: 0;
      border-left: 0;
    }
    figcaption img {
      width: 104px;
    }
  }
  /* A phone keeps the page's gutter inside the card, so the quote keeps its width. */
  ${breakpoint.small} {
    padding: ${space.sm} ${space.md} ${space.md};
  }
`;

interface Props {
  quote: string;
  /** Who said it, in the page's words, e.g. "Felipe Araya, Gerente de Operaciones en AgroSmart". */
  by: string;
  /** The person's name: where `by` opens with it, it stands on its own line. */
  author?: string;
  /** The page's one quote, set large across its column (a case page's); cards side by side
   * keep the body size. */
  lead?: boolean;
  /** The company's logo, shown beside the signature. */
  logo?: { name: string; src: string; variant: LogoVariant };
  /** A way on under the signature, in line with the name: a link to the case the words come
   *  from (under the whole caption, a centred quote's link lined up with nothing: review 57D). */
  action?: ReactNode;
}

/** "Gerenta de Riesgo y Crédito, San Gerónimo": the role, then the company after its last comma. */
// A role's compound words stay whole: 'Subgerenta de E- / commerce' broke at the hyphen (88C).
function RoleLines({ role }: { role: string }) {
  const comma = role.lastIndexOf(', ');
  if (comma < 0) return <KeepRanges text={role} />;
  return (
    <>
      <b>
        <KeepRanges text={role.slice(0, comma)} />
        <i className="visually-hidden">, </i>
      </b>
      <b>
        <KeepRanges text={role.slice(comma + 2)} />
      </b>
    </>
  );
}

export function Testimonial({ quote, by, author, lead = false, logo, action }: Props) {
  // The label's own words stay whole for screen readers and copy; only the separator after the
  // name ("Felipe Araya, Gerente…") is hidden from sight, where the line break does its work.
  const [, separator = '', role = ''] =
    (author && by.startsWith(author) && /^([\s,·–—-]+)(.+)$/s.exec(by.slice(author.length))) || [];
  return (
    <Figure $lead={lead}>
      <blockquote>{quote}</blockquote>
      <figcaption>
        <span>
          {role ? (
            <>
              <strong>
                {author}
                <i className="visually-hidden">{separator}</i>
              </strong>
              <RoleLines role={role} />
            </>
          ) : (
            by
          )}
          {action}
        </span>
        {logo && <Logo {...logo} />}
      </figcaption>
    </Figure>
  );
}
