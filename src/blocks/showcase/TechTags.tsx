import styled from '@emotion/styled';
import { color, radius } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';

const List = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    padding: 0.2rem 0.6rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    font-size: 0.8rem;
    color: ${color.textMuted};
  }
`;

/** Technology names as tags; with `limit`, the rest collapse into one '+N' tag. */
export function TechTags({ names, limit }: { names: string[]; limit?: number }) {
  const shown = limit === undefined ? names : names.slice(0, limit);
  const hidden = names.length - shown.length;
  return (
    <List>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
      {hidden > 0 && (
        <li aria-label={`y ${hidden} ${hidden === 1 ? 'tecnología' : 'tecnologías'} más`}>
          +{hidden}
        </li>
      )}
    </List>
  );
}
