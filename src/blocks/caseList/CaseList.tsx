// Every case study with a page, each card linking to it.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import type { WithContent } from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { truncate } from '../../ui/truncate';
import { color, space } from '../../theme/tokens';
import { autoGrid, cardSurface, eyebrowText, plainList } from '../../ui/surfaces';

const Grid = styled.ul`
  ${plainList}
  ${autoGrid('300px')}
`;

const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space.xs};
  overflow: hidden;
  ${cardSurface}
  &:hover,
  &:focus-within {
    border-color: ${color.primary};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    background: ${color.bgAlt};
  }
  > div {
    display: grid;
    gap: ${space.xs};
    padding: ${space.md};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    color: ${color.textMuted};
  }
  span {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Client = styled.p`
  ${eyebrowText}
`;

export default function CaseList({
  eyebrow,
  title,
  intro,
  content,
}: BlockProps<'caseList'> & WithContent) {
  const cases = content?.collections.cases ?? [];
  return (
    <Container>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Grid>
        {cases.map(({ slug, data }) => (
          <Card key={slug}>
            <img
              src={data.featuredImage ?? data.bannerImage}
              alt={`Pantalla del proyecto ${data.title}`}
              width={1200}
              height={750}
              loading="lazy"
              decoding="async"
            />
            <div>
              <Client>
                {data.client} · {data.clientIndustry}
              </Client>
              <h3>
                <a href={`/casos-exito/${slug}`}>{data.title}</a>
              </h3>
              <p>{truncate(data.overview, 160)}</p>
              <span aria-hidden="true">Ver caso</span>
            </div>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
