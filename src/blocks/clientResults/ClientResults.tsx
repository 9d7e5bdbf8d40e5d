import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Logo } from '../../ui/Logo';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, palette, radius, space } from '../../theme/tokens';
import { autoGrid, cardSurface, plainList } from '../../ui/surfaces';

const Featured = styled.article`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${palette.black900};
  color: ${palette.white};
  margin-bottom: ${space.lg};
  h3 {
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
  p {
    color: ${palette.gray300};
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${space.sm};
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  }
  dt {
    color: ${palette.gray300};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 800;
    color: ${palette.yellow500};
  }
`;

const Eyebrow = styled.p`
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;

const Clients = styled.ul`
  ${plainList}
  ${autoGrid('280px')}
  > li {
    display: grid;
    align-content: start;
    gap: ${space.xs};
    padding: ${space.md};
    ${cardSurface}
  }
  img {
    width: 120px;
    height: auto;
    padding: 0.3rem;
    border-radius: 8px;
    background: ${palette.gray25};
  }
  h3 {
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Category = styled.p`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color.textMuted};
`;

const Metrics = styled.dl`
  margin: ${space.lg} 0 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  div {
    padding: ${space.md};
    border-radius: ${radius.md};
    border: 1px solid ${color.border};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${color.textMuted};
  }
  dd:first-of-type {
    font-size: 2.25rem;
    font-weight: 800;
    color: ${color.text};
  }
`;

export default function ClientResults({
  eyebrow,
  title,
  intro,
  featured,
  clients,
  metrics,
}: BlockProps<'clientResults'>) {
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Featured>
        <Eyebrow>Caso destacado · {featured.name}</Eyebrow>
        <h3>{featured.headline}</h3>
        <p>{featured.description}</p>
        <dl>
          {featured.highlights.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Featured>
      <Clients>
        {clients.map((client) => (
          <li key={client.name}>
            <Logo src={client.logo} name={client.name} />
            <Category>{client.category}</Category>
            <h3>{client.name}</h3>
            <p>{client.summary}</p>
            <ul>
              {client.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </li>
        ))}
      </Clients>
      <Metrics>
        {metrics.map((metric) => (
          <div key={metric.title}>
            <dt>{metric.title}</dt>
            <dd>{metric.value}</dd>
            <dd>{metric.description}</dd>
          </div>
        ))}
      </Metrics>
    </Container>
  );
}
