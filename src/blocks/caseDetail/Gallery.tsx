import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import { space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { fluidImage, plainList } from '../../ui/surfaces';
import { Illustration, illustrationSizes } from '../../ui/Illustration';

const List = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '260px', gap: space.sm })}
  img {
    ${fluidImage}
  }
`;

interface Props {
  title: string;
  /** Alternative text of each image; {number} is its position, {title} the case's title. */
  imageAlt: string;
  caseTitle: string;
  images: string[];
}

export function Gallery({ title, imageAlt, caseTitle, images }: Props) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="galeria">
      <h2 id="galeria">{title}</h2>
      <List $count={images.length}>
        {images.map((src, index) => (
          <li key={src}>
            <Illustration
              src={src}
              alt={fillPlaceholders(imageAlt, { number: index + 1, title: caseTitle })}
              width={1200}
              height={750}
              sizes={illustrationSizes.card}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </List>
    </section>
  );
}
