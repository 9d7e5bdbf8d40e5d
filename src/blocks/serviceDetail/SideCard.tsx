// The contact card beside the main column; it stays in view on wide screens. In one column it
// would land after the closing call to action, a second one back to back, so it is left out.
import styled from '@emotion/styled';
import { ButtonLink } from '../../ui/ButtonLink';
import { ThemedIllustration } from '../../ui/ThemedIllustration';
import { color, radius, space } from '../../theme/tokens';
import { faceFrame, portraitGradients } from '../../ui/portrait';

export const contactHref = '/#contact-form';

// Beside the main column, 340 px; in one column half a tablet's width, a thumbnail on a phone.
const sideSizes = '(min-width: 961px) 340px, (min-width: 641px) 45vw, 6.5rem';

// Not sticky: it sits beside the description alone, and a sticky card slid down its grid over the
// features under both (review 62B).
const Side = styled.aside`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  h2 {
    font-size: 1.3rem;
  }
  > img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.sm};
  }
  /* Each theme shows its own drawing. The dark one sits on a panel of its own (drawn in it, a shade off the card's grey), as
     the light one does on its lavender: on the card's own grey its circles stopped at the
     picture's square edges (design reviews 7b and 8). */
  /* In one column it follows the description (ServiceDetail's Columns), in the flow: hidden, a
     phone read some 3,500 px of text before its first picture (review 31C). */
  @media (max-width: 960px) {
    position: static;
  }
  /* A tablet's column is wide: picture beside the text, not a phone-sized card by a gap. */
  @media (min-width: 641px) and (max-width: 960px) {
    &:has(> img) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${space.md};
      /* The text block centred beside the picture, its lines at the card's own gap. */
      align-items: center;
      > .text {
        display: grid;
        gap: ${space.sm};
      }
    }
    /* Without a picture, the card is a wide band: its button at its own width. */
    &:not(:has(> img)) > .text > a:last-child {
      justify-self: start;
    }
  }
  /* A phone: the picture a thumbnail beside the title, so the card between the description and
     the features is some 250 px, not 450 (review 33C). */
  @media (max-width: 640px) {
    &:has(> img) {
      grid-template-columns: 6.5rem minmax(0, 1fr);
      column-gap: ${space.sm};
      align-items: center;
      > img {
        grid-row: 1 / span 2;
      }
      .text > :not(h2) {
        grid-column: 1 / -1;
      }
    }
  }
`;

/** The text's lines take the card's grid as its own children would, except where a tablet's
 *  card sets them beside the picture. */
const Text = styled.div`
  display: contents;
`;

// Who leads the service, by name and face: "un líder de squad" alone was nobody (review 39B).
const Lead = styled.a`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr);
  column-gap: ${space.xs};
  align-items: center;
  color: ${color.textMuted};
  font-size: 0.9rem;
  line-height: 1.35;
  text-decoration: none;
  /* The face, on the disc of the member's gradient as on their card: the whole bust at 48 px
     made the face 14 px and the role badge a speck read as a count (review 42C). Zoomed on the
     face as the team page's phone cards are. */
  .face {
    ${faceFrame('3rem')}
    grid-row: span 2;
  }
  strong {
    color: ${color.text};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

interface Props {
  /** The person who leads the service, and the link to their card on the team page; shown in
   *  place of the picture. */
  lead?: {
    name: string;
    role: string;
    image: string;
    gradient: keyof typeof portraitGradients;
    href?: string;
  };
  image: string;
  /** The illustration drawn for the dark theme, where the light one would be a white slab. */
  imageDark?: string;
  title: string;
  text: string;
  action: string;
}

export function SideCard({ lead, image, imageDark, title, text, action }: Props) {
  return (
    <Side aria-labelledby="contacto-lateral">
      {/* With a person to show, the card leads with them, not with a drawing that repeated the
          opening band's (review 43B). */}
      {!lead && (
        <ThemedIllustration
          src={image}
          srcDark={imageDark}
          alt=""
          width={800}
          height={600}
          sizes={sideSizes}
          loading="lazy"
          decoding="async"
        />
      )}
      <Text className="text">
        <h2 id="contacto-lateral">{title}</h2>
        <p>{text}</p>
        {lead && (
          <Lead href={lead.href}>
            <span className="face" style={{ background: portraitGradients[lead.gradient] }}>
              <img src={lead.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
            </span>
            <strong>{lead.name}</strong>
            <span>{lead.role}</span>
          </Lead>
        )}
        <ButtonLink label={action} href={contactHref} variant="primary" />
      </Text>
    </Side>
  );
}
