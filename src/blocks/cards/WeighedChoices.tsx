// The closing tile's picture: the section's own options as tags, in the cards' order, the
// recommended one in yellow. Bars and circles alone read as a placeholder (design reviews 10 and
// 10b); rings, then dots and a tick, read as a selector that did nothing, and three of five
// options as a partial one (reviews 12 and 14), and pills with the recommended one filled still
// read as toggles that did nothing (review 18), and words parted by dots wrapped into a cloud
// (review 19): a short list, one option per line after its dot, the recommended one in yellow.
// Light on the tile's dark ground in both themes; it repeats the cards' titles, so screen
// readers skip it.
import styled from '@emotion/styled';
import { palette, space } from '../../theme/tokens';
import { dotBefore, plainList } from '../../ui/surfaces';

const List = styled.ul`
  ${plainList}
  flex: 1 1 auto;
  align-self: stretch;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.3rem;
  margin-block: ${space.sm};
  li {
    color: ${palette.gray300};
    font-size: 0.9375rem;
    font-weight: 600;
    white-space: nowrap;
    ${dotBefore(palette.gray550, '0.3rem')}
  }
  [data-chosen]::before {
    background: ${palette.yellow500};
  }
  [data-chosen] {
    color: ${palette.yellow500};
    font-weight: 800;
  }
`;

interface Option {
  title: string;
  /** The card the section recommends (it carries a badge). */
  featured: boolean;
}

/** Every option in the section's own order (review 13), the recommended one (or else the second)
 *  marked. */
export function WeighedChoices({ options }: { options: Option[] }) {
  const chosen = options.find((option) => option.featured) ?? options[1] ?? options[0];
  return (
    <List aria-hidden="true">
      {options.map((option) => (
        <li key={option.title} data-chosen={option === chosen ? '' : undefined}>
          {option.title}
        </li>
      ))}
    </List>
  );
}
