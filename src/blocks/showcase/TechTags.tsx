import styled from '@emotion/styled';
import { color, radius } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';

const tag = `
  padding: 0.2rem 0.6rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
`;

// The '+N' tag shares the last name's item, so the two wrap together: alone on a second row it
// read as a stray (design review 5).
const List = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  font-size: 0.8rem;
  color: ${color.textMuted};
  li {
    ${tag}
  }
  li[data-more] {
    display: flex;
    gap: 0.4rem;
    padding: 0;
    border: 0;
  }
  [data-more] > span:not(.visually-hidden) {
    ${tag}
  }
`;

const more = (count: number) => `y ${count} ${count === 1 ? 'tecnología' : 'tecnologías'} más`;

/** Technology names as tags; with `limit`, the rest collapse into one '+N' tag. */
export function TechTags({ names, limit }: { names: string[]; limit?: number }) {
  const shown = limit === undefined ? names : names.slice(0, limit);
  const hidden = names.length - shown.length;
  const last = shown.length - 1;
  return (
    <List>
      {shown.map((name, index) =>
        index === last && hidden > 0 ? (
          <li key={name} data-more="">
            <span>{name}</span>
            <span aria-hidden="true">{`+${hidden}`}</span>
            <span className="visually-hidden">{` ${more(hidden)}`}</span>
          </li>
        ) : (
          <li key={name}>{name}</li>
        ),
      )}
    </List>
  );
}
