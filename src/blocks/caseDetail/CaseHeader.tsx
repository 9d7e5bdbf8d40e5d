// Client, title, overview, and beside them a card with the project's facts (duration, team,
// type) and its lead result, so the outcome shows on the first screen, not 1,900 px down
// under 'Resultados' (design review 7).
import { bindShortWords } from '../../lib/bindShortWords';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import type { CaseDetail as Case } from '../../content/types.generated';
import { Logo } from '../../ui/Logo';
import { PartsLine } from '../../ui/PartsLine';
import { LogoPlate } from '../../ui/LogoPlate';
import { breakpoint, color, space } from '../../theme/tokens';
import { primaryButton } from '../../ui/buttonStyles';
import { cardSurface, eyebrowText, factPairs, inDarkTheme } from '../../ui/surfaces';
import { logoFilterCss } from '../../theme/logoFilters';
import { firstSentence } from '../../lib/firstSentence';
import { FigureText } from '../../ui/FigureText';

// On wide screens the story takes the left and the project's facts stand in a card on the
// right, where the header otherwise left half the first screen empty.
const Header = styled.header`
  display: grid;
  gap: ${space.sm};
  grid-template-columns: minmax(0, 1fr);
  ${breakpoint.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(220px, 1fr);
    column-gap: ${space.xl};
    > * {
      grid-column: 1;
    }
    /* Its top on the logo's: 8 px under it, the two looked misaligned (review 59A). */
    > aside {
      grid-column: 2;
      grid-row: 1 / span 5;
      align-self: start;
      margin-top: 0;
    }
    dl {
      flex-direction: column;
    }
  }
  /* Up to the two columns, the industry beside the client's logo, not under it: on a phone the
     card's "Hablemos de un proyecto así" fell below the first screen (review 48A). */
  ${breakpoint.belowDesktop} {
    grid-template-columns: auto minmax(0, 1fr);
    > * {
      grid-column: 1 / -1;
    }
    > :first-child:not(p) {
      grid-column: 1;
    }
    > :first-child:not(p) + p {
      grid-column: 2;
      align-self: center;
    }
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  > p {
    max-width: 42rem;
    color: ${color.textMuted};
  }
  /* The overview's first sentence is the lead; the rest reads at body size, so the header is
     not eight lines of large grey text (fifteen on a phone). */
  > p.lead {
    font-size: 1.15rem;
    color: ${color.text};
  }
  /* The industry as the case list's cards label it: a plain grey word under the logo read as
     neither a label nor text (review 59A). */
  > p.industry {
    ${eyebrowText}
  }
  /* The plate as wide as its logo: in a 5:2 box a compact logo left 40% of the plate empty on
     its right (review 81A). 48 px tall, at most 192 px wide. */
  > span img {
    width: auto;
    height: 3rem;
    max-width: 12rem;
    aspect-ratio: auto;
  }
  /* The product's screen: on a phone right after the lead (it came under 1,150 px of text:
     review 57B); wide, under the header across both columns. */
  > .screen {
    margin-block: ${space.xs};
    ${breakpoint.desktop} {
      grid-column: 1 / -1;
      order: 1;
      margin: calc(${space.xl} - ${space.sm}) 0 0;
    }
  }
  /* The client's own logo, alone at the top: at full strength, where a wall of logos is dimmed. */
  ${inDarkTheme(`--logo-filter: ${logoFilterCss('white')};`)}
`;

// A card at every width: on a phone too the facts stay together, apart from the text, after
// the overview's two paragraphs (design review 11 had it between them, review 72C after both).
const Side = styled.aside`
  display: grid;
  gap: ${space.md};
  margin-top: ${space.xs};
  padding: ${space.md};
  ${cardSurface}
  /* Tighter on a phone, so its link is on the first screen (review 48A). */
  ${breakpoint.mobile} {
    gap: ${space.sm};
    padding-block: 1.25rem;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.md};
  ${factPairs}
  /* "Desarrollo de software a medida y app / móvil": no word alone on a last line (35B). */
  dd {
    text-wrap: pretty;
  }
`;

// The lead result, figure over title, under a rule: the case's outcome at a glance.
const Outcomes = styled.dl`
  margin: 0;
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  display: grid;
  gap: ${space.sm};
  dt {
    order: 1;
    font-size: 0.9375rem;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 2.5rem;
    letter-spacing: -0.02em;
    font-weight: 800;
    line-height: 1.2;
    color: ${color.accentText};
  }
  > div {
    display: flex;
    flex-direction: column;
  }
`;

/** How many results the header shows: the lead one. All three there, and again explained under
 *  "Resultados", showed a phone the same figures twice, two screens apart (design review 14). */
const headlineResults = 1;

// The way to talk about a project like this one, beside the facts: the page's only call to act
// was its closing band, 5,000 px down on a desktop and 8,400 px on a phone (review 37B).
// A button, the page's first way to get in touch: as an underlined link it read as body text
// (review 51A). 48 px tall, so on a 390 x 844 phone it still ends in the first screen.
const Ask = styled.a`
  ${primaryButton}
  justify-self: start;
  min-height: 48px;
  padding-block: 0.5rem;
  text-decoration: none;
  /* One line in the card's 294 px on a phone, 312 px beside the title. */
  padding-inline: 1rem;
  font-size: 0.9375rem;
  /* The card's width on a phone, as every page's first buttons are there (review 54A). */
  ${breakpoint.small} {
    justify-self: stretch;
  }
`;

interface Props {
  study: Case;
  /** The product's screen, placed by the header (see .screen). */
  screen: ReactNode;
  labels: { duration: string; team: string; projectType: string; results: string };
  /** The link at the card's foot, and where it leads. */
  ask: { label: string; href: string };
}

export function CaseHeader({ study, labels, ask, screen }: Props) {
  const [lead, rest] = firstSentence(study.overview);
  const facts = [
    [labels.duration, study.projectDuration],
    [labels.team, study.teamSize],
    [labels.projectType, study.projectType],
  ] as const;
  return (
    <Header>
      {study.clientLogo && (
        <LogoPlate>
          <Logo src={study.clientLogo} name={study.client} lazy={false} />
        </LogoPlate>
      )}
      <p className="industry">
        {/* Beside its logo the client is not named again: logo, line and title said it three
            times in the first screen (design review 19). */}
        <PartsLine
          parts={study.clientLogo ? [study.clientIndustry] : [study.client, study.clientIndustry]}
        />
      </p>
      <h1>{bindShortWords(study.title)}</h1>
      <p className="lead">{lead}</p>
      {/* On a phone the product right after the lead, then the rest of the story, then its
          facts: a first screen of text alone, its screen 1,085 px down, showed a CTO nothing
          (reviews 88C, 88D). The facts' button still comes after the story (review 72C). */}
      <div className="screen">{screen}</div>
      {rest && <p>{rest}</p>}
      <Side>
        <Facts>
          {facts.map(([label, value], index) => (
            <div key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        {study.results.length > 0 && (
          <Outcomes aria-label={labels.results}>
            {study.results.slice(0, headlineResults).map((result) => (
              <div key={result.title}>
                <dt>{result.title}</dt>
                <dd>
                  <FigureText text={result.metrics} />
                </dd>
              </div>
            ))}
          </Outcomes>
        )}
        <Ask href={ask.href}>
          {ask.label}
          <ArrowRight size={18} aria-hidden="true" />
        </Ask>
      </Side>
    </Header>
  );
}
