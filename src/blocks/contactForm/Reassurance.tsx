// Under the steps beside the form: who reads the message, with their portrait, and what a client
// said about the first contact. A CTO leaving their phone number wants to know to whom, and that
// others were answered (design review 23: 'no proof near the form').
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { eyebrowText, portraitDisc } from '../../ui/surfaces';
import { Logo } from '../../ui/Logo';

type Props = Pick<BlockProps<'contactForm'>, 'responder' | 'quote'>;

const Person = styled.div`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${space.sm};
  align-items: center;
  padding: ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  img {
    width: 4.5rem;
    height: 4.5rem;
    border-radius: 50%;
    /* Tinted, as the article's author: on grey, the dark theme lost the drawing's black. */
    background: ${portraitDisc};
  }
  && p {
    color: ${color.textMuted};
    font-size: 0.9rem;
    text-wrap: pretty;
  }
  && .eyebrow {
    ${eyebrowText}
    font-size: 0.7rem;
  }
  strong {
    display: block;
    margin-top: 0.1rem;
    color: ${color.text};
    font-size: 1rem;
    line-height: 1.35;
  }
  && .role {
    margin-bottom: 0.2rem;
    color: ${color.text};
  }
  /* On a phone the line over the fields names them already (PromiseLine): here, under the form
     and its steps, it said it a third time (review 50A). */
  ${breakpoint.mobile} {
    display: none;
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding-left: ${space.sm};
  border-left: 3px solid ${color.primary};
  blockquote {
    margin: 0;
    font-weight: 600;
    text-wrap: pretty;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin-top: 0.35rem;
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
  /* The company's mark signs the words, as on the case pages' quotes (review 84A). */
  figcaption img {
    flex: none;
    width: 88px;
  }
  figcaption img + span {
    padding-left: ${space.sm};
    border-left: 1px solid ${color.border};
  }
`;

/** Who reads the message, under the steps. */
export function Reassurance({ responder }: Pick<Props, 'responder'>) {
  return (
    responder && (
      <Person>
        <img src={responder.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
        <div>
          <p className="eyebrow">Te responde</p>
          <strong>{responder.name}</strong>
          <p className="role">{responder.role}</p>
          <p>{responder.text}</p>
        </div>
      </Person>
    )
  );
}

/** A client's word on the first contact: under both columns on a wide screen (Layout says why);
 *  after the steps on a phone. */
export function ClientWord({ quote }: Pick<Props, 'quote'>) {
  return (
    quote && (
      <Quote>
        <blockquote>“{quote.text}”</blockquote>
        <figcaption>
          {quote.logo && <Logo src={quote.logo} name={quote.company} />}
          <span>
            {quote.author}, {quote.position} en {quote.company}
          </span>
        </figcaption>
      </Quote>
    )
  );
}
