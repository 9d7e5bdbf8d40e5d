// Every case study with a page, each card linking to it, under an industry filter that needs no
// JavaScript (ui/FilterChips + filterStyles): the page stays static, with no island.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { entryHref, type WithContent } from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { Filterable, FilterChips, FilterStatusLine, ShowAll } from '../../ui/FilterChips';
import { fillPlaceholders } from '../../content/expand';
import { space } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';
import { CaseCard, featuredCard, spanningCard } from './CaseCard';
import { caseFilterStyles, mediumScreen, wideScreen } from './filterStyles';
import { allKey, groupKeys, industryOptions } from './industryOptions';

// Which industry the grid shows, once one is chosen: the section's heading says 'Todos los casos'
// whatever the chips say (design review 24). Shown by filterStyles for the chosen option only.
const FilterStatus = styled(FilterStatusLine)`
  margin-bottom: ${space.sm};
`;

const Grid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space.md};
  grid-template-columns: minmax(0, 1fr);
  ${mediumScreen} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${wideScreen} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > li {
      grid-column: span 2;
    }
  }
`;

/** The filter's radio group, and its name in the page's address (/casos-exito?industria=agro: islands/chipFilter). */
const filterParam = 'industria';

export default function CaseList({
  eyebrow,
  title,
  intro,
  showFilter,
  industryGroups,
  labels,
  content,
}: BlockProps<'caseList'> & WithContent) {
  const cases = content?.collections.cases ?? [];
  const groups = industryOptions(
    cases.map(({ data }) => data.clientIndustry),
    industryGroups,
  );
  const keys = groupKeys(cases.length, groups);
  const options = [
    { key: allKey, label: labels.filterAll, members: cases.map((_, index) => index) },
    ...groups,
  ];
  const filtered = showFilter && groups.length >= 2;
  const countText = (count: number) =>
    count === 1 ? labels.caseCountOne : fillPlaceholders(labels.caseCount, { count });
  return (
    <Container>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Filterable
        $filter={caseFilterStyles(
          options,
          { featured: featuredCard, spanning: spanningCard },
          filtered,
        )}
      >
        {filtered && (
          <FilterChips
            name={filterParam}
            legend={labels.filterLegend}
            choices={options.map(({ key, label, members }) => ({
              key,
              label,
              count: members.length,
            }))}
            countText={countText}
          />
        )}
        {filtered &&
          groups.map(({ key, label, members }) => (
            <FilterStatus key={key} data-filter-status={key}>
              <p>
                {label} <span>· {countText(members.length)}</span>
              </p>
              <ShowAll label={labels.filterShowAll} />
            </FilterStatus>
          ))}
        <Grid>
          {cases.map(({ slug, data }, index) => (
            <CaseCard
              key={slug}
              href={entryHref(content, 'cases', slug)}
              study={data}
              group={keys[index] ?? ''}
              labels={labels}
            />
          ))}
        </Grid>
      </Filterable>
    </Container>
  );
}
