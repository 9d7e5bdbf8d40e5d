import { ArrowRight } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import { slidingRowProps } from '../../ui/slidingRow';
import { Container } from '../../ui/Container';
import { Featured, Quote, Eyebrow, Clients, Category, Metrics } from './ClientResults.styles';
import { PartsLine } from '../../ui/PartsLine';
import { Logo } from '../../ui/Logo';
import { SectionHeading } from '../../ui/SectionHeading';
import { Stat, StatList } from '../../ui/Stat';
import { KeepRanges } from '../../ui/KeepRanges';
import { leadingFigure } from '../../lib/leadingFigure';
import { withTrueMinus } from '../../lib/keepRanges';
import { entryHref, type BlockContent, type WithContent } from '../../content/blockContent';

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
  const study = featured.link && linkedCase(content, featured.link.href);
  const voice = study?.testimonial;
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
                  {/* Decorative: the role under the name names the company already. */}
                  {study.clientLogo && (
                    <Logo src={study.clientLogo} name={study.client} variant="white" decorative />
                  )}
                  <span>
                    <strong>{voice.author}</strong>
                    {voice.position}
                  </span>
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
                        <strong>{withTrueMinus(figure[0])}</strong>
                        {/* One text node with its space: React marks two apart with a comment. */}
                        <KeepRanges text={` ${figure[1]}`} />
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

/** The case a link leads to, if it leads to a case page: its testimonial and its client's mark. */
function linkedCase(content: BlockContent | undefined, href: string) {
  return content?.collections.cases.find(
    (entry) => entryHref(content, 'cases', entry.slug) === href,
  )?.data;
}
