import styled from '@emotion/styled';
import type { Icon as IconName } from '../../content/types.generated';
import { Icon } from '../../ui/Icon';
import { color, font, radius } from '../../theme/tokens';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: 0.5rem;
  li {
    display: grid;
    justify-items: center;
    gap: 0.375rem;
    padding: 0.75rem 0.25rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
  }
  code {
    font-family: ${font.mono};
    font-size: 0.75rem;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

/** Every icon name content may use, drawn as it renders. */
export function IconGallery({ names }: { names: readonly string[] }) {
  return (
    <Grid>
      {names.map((name) => (
        <li key={name}>
          <Icon name={name as IconName} size={28} />
          <code>{name}</code>
        </li>
      ))}
    </Grid>
  );
}
