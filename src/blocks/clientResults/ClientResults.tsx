import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import { slidingRow, slidingRowProps, type PhoneLayout } from '../../ui/slidingRow';
import { Container } from '../../ui/Container';
import { PartsLine } from '../../ui/PartsLine';
import { Logo } from '../../ui/Logo';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, darkTone, palette, radius, space, toneDeclarations } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { Stat, StatList } from '../../ui/Stat';
import { arrowLink, cardSurface, dotList, plainList } from '../../ui/surfaces';
import { KeepRanges } from '../../ui/KeepRanges';
import { leadingFigure } from '../../lib/leadingFigure';
import { withTrueMinus } from '../../lib/keepRanges';
import { entryHref, type BlockContent, type WithContent } from '../../content/blockContent';

// A dark card in both themes: it sets the dark tone's colours for what it holds (the stats too).
const Featured = styled.article`
  ${toneDeclarations({ ...darkTone, bg: palette.black900 })}
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${palette.black900};
  color: ${color.text};
  margin-bottom: ${space.lg};
  h3 {
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
  > p {
    color: ${color.textMuted};
  }
  dl {
    margin-top: ${space.xs};
  }
  /* Wide, the client's words beside the story and the figures under both: under the figures
     they made the card as tall as a screen. */
  @media (min-width: 1025px) {
    &:has(figure) {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      /* A quote taller than the story leaves its room in an empty row above the figures, not
         spread between the story's lines. */
      grid-template-rows: auto auto auto 1fr auto;
      column-gap: ${space.xl};
      > :not(figure) {
        grid-column: 1;
      }
      > figure {
        grid-column: 2;
        grid-row: 1 / 5;
        align-self: center;
      }
      dl {
        grid-column: 1 / -1;
        grid-row: 5;
      }
    }
  }
`;

// The featured client's own words, from its case: the home page had numbers and no client
// voice (review 55A). A quiet quote on the dark card, not a second card inside it.
const Quote = styled.figure`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding-left: ${space.md};
  border-left: 3px solid ${color.primary};
  blockquote {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.5;
    text-wrap: pretty;
  }
  figcaption {
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
  strong {
    display: block;
    color: ${color.text};
  }
  a {
    ${arrowLink}
    color: ${color.text};
  }
`;

const Eyebrow = styled.p`
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;

const Clients = styled.ul<{ $count: number; $phoneLayout: PhoneLayout }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 3, min: '280px' })}
  ${({ $phoneLayout }) => slidingRow($phoneLayout)}
  /* Across a row the cards' parts take the row's tracks (subgrid), as in the cards block: the
     summaries and the results start on one line whatever wraps above them (design review 21:
     rows of ragged lists). The grid's row gap is the parts' gap; a margin sets rows apart. */
  row-gap: ${space.xs};
  > li {
    display: grid;
    grid-row: span 4;
    grid-template-rows: subgrid;
    align-content: start;
    margin-bottom: calc(${space.md} - ${space.xs});
    padding: ${space.md};
    ${cardSurface}
  }
  > li > * {
    align-self: start;
  }
  img {
    width: 120px;
    height: auto;
  }
  h3 {
    font-size: 1.15rem;
  }
  /* Muted body and the site's dot list, as every other card: the nested list showed hollow
     circles, and black text made these cards heavier than their neighbours. */
  > li > :is(p, ul) {
    color: ${color.textMuted};
  }
  ul {
    ${dotList}
  }
  /* A result's figure set large, as the case cards set theirs. */
  /* At line height 1 the larger figure does not heighten its line, so the list's dot stays centred
     on it (at the text's 1.6 it sat high beside the figures: review 65C). */
  ul strong {
    color: ${color.accentText};
    font-size: 1.25rem;
    font-weight: 800;
    line-height: 1;
  }
`;

const Category = styled.p`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color.textMuted};
`;

// On a rule, as the hero's indicators and the featured case's figures: as cards they were a
// third way to show a figure on one page (design review 5).
const Metrics = styled(StatList)`
  margin-top: ${space.xl};
`;

export default function ClientResults({
  eyebrow,
  title,
  intro,
  featured,
  clients,
  metrics,
  phoneLayout,
  content,
}: BlockProps<'clientResults'> & WithContent) {
  const voice = featured.link && caseVoice(content, featured.link.href);
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Featured>
        <Eyebrow>
          <PartsLine parts={['Caso destacado', featured.name]} layout="stack" />
        </Eyebrow>
        <h3>{featured.headline}</h3>
        <p>{featured.description}</p>
        <StatList count={featured.highlights.length} max={4} min="140px">
          {featured.highlights.map((item) => (
            <Stat key={item.label} label={item.label} value={item.value} />
          ))}
        </StatList>
        {featured.link && (
          <Quote>
            {voice && (
              <>
                <blockquote>{voice.quote}</blockquote>
                <figcaption>
                  <strong>{voice.author}</strong>
                  {voice.position}
                </figcaption>
              </>
            )}
            <a href={featured.link.href}>
              {featured.link.label}
              <ArrowRight size={18} aria-hidden="true" />
            </a>
          </Quote>
        )}
      </Featured>
      <Clients
        $count={clients.length}
        $phoneLayout={phoneLayout}
        {...slidingRowProps(phoneLayout, title)}
      >
        {clients.map((client) => (
          <li key={client.name}>
            <Logo src={client.logo} name={client.name} />
            <Category>{client.category}</Category>
            {/* The logo above already writes the name: the heading stays for screen readers and
                the page outline, not as a second name on screen (design review 7). */}
            <h3 className="visually-hidden">{client.name}</h3>
            <p>{client.summary}</p>
            <ul>
              {client.results.map((result) => {
                const figure = leadingFigure(result);
                return (
                  <li key={result}>
                    {figure ? (
                      <>
                        <strong>{withTrueMinus(figure[0])}</strong> <KeepRanges text={figure[1]} />
                      </>
                    ) : (
                      <KeepRanges text={result} />
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </Clients>
      <Metrics count={metrics.length} max={3} min="220px">
        {metrics.map((metric) => (
          <Stat
            key={metric.title}
            size="lg"
            label={metric.title}
            value={metric.value}
            detail={metric.description}
          />
        ))}
      </Metrics>
    </Container>
  );
}

/** The testimonial of the case a link leads to, if it leads to a case page that has one. */
function caseVoice(content: BlockContent | undefined, href: string) {
  return content?.collections.cases.find(
    (entry) => entryHref(content, 'cases', entry.slug) === href,
  )?.data.testimonial;
}
