// The closing tile's picture: three of the section's own options on a list, the recommended one
// ticked, the others being weighed. Bars and circles alone read as a placeholder (design reviews
// 10 and 10b); the options' names make it the comparison the tile offers. The others are marked
// with a dot, not an empty ring: rings read as radio buttons that did nothing (review 12). Light
// on the tile's dark ground in both themes; it repeats the cards' titles, so screen readers skip
// it.
import styled from '@emotion/styled';
import { palette, space } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';

const List = styled.ul`
  ${plainList}
  flex: 1 1 auto;
  align-self: stretch;
  display: grid;
  align-content: center;
  gap: 0.6rem;
  margin-block: ${space.sm};
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    color: ${palette.gray300};
  }
  li::before {
    content: '';
    flex: none;
    box-sizing: border-box;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: radial-gradient(circle, ${palette.gray550} 0 0.2rem, transparent 0.22rem);
  }
  [data-chosen] {
    color: ${palette.white};
    font-weight: 700;
  }
  [data-chosen]::before {
    background: ${palette.yellow500}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M5.5 10.5l3 3 6-6.5' fill='none' stroke='%23050505' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 100% no-repeat;
  }
`;

interface Option {
  title: string;
  /** The card the section recommends (it carries a badge). */
  featured: boolean;
}

/**
 * Up to three options in the section's own order, the recommended one (or else the second)
 * ticked: the first two others and it. Set apart in the middle, it broke the order the cards
 * above give (design review 13).
 */
export function WeighedChoices({ options }: { options: Option[] }) {
  const chosen = options.find((option) => option.featured) ?? options[1] ?? options[0];
  const others = options.filter((option) => option !== chosen).slice(0, 2);
  const shown = chosen
    ? options.filter((option) => option === chosen || others.includes(option))
    : [];
  return (
    <List aria-hidden="true">
      {shown.map((option) => (
        <li key={option.title} data-chosen={option === chosen ? '' : undefined}>
          {option.title}
        </li>
      ))}
    </List>
  );
}
