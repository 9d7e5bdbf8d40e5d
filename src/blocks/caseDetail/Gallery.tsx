// The case's screens. Each opens at full size (a 373 px thumbnail of a dashboard could not be
// read, and led nowhere: review 31C); a caption, when the case gives one, says what it shows.
import styled from '@emotion/styled';
import type { CaseDetail } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { color, radius, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { fluidImage, plainList } from '../../ui/surfaces';
import { Illustration, illustrationSizes } from '../../ui/Illustration';

const List = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '260px', gap: space.md })}
  figure {
    display: grid;
    gap: ${space.xs};
    margin: 0;
  }
  a {
    display: block;
    border-radius: ${radius.md};
  }
  a:hover img {
    outline: 2px solid ${color.primary};
  }
  img {
    ${fluidImage}
  }
  figcaption {
    color: ${color.textMuted};
    font-size: 0.9375rem;
    text-wrap: pretty;
  }
`;

type GalleryImage = NonNullable<CaseDetail['galleryImages']>[number];

interface Props {
  title: string;
  /** Alternative text of an image without a caption; {number} is its position, {title} the
   *  case's title. */
  imageAlt: string;
  caseTitle: string;
  images: GalleryImage[];
}

export function Gallery({ title, imageAlt, caseTitle, images }: Props) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="galeria">
      <h2 id="galeria">{title}</h2>
      <List $count={images.length}>
        {images.map((image, index) => {
          const { src, caption } = typeof image === 'string' ? { src: image } : image;
          return (
            <li key={src}>
              <figure>
                <a href={src}>
                  <Illustration
                    src={src}
                    alt={
                      caption ?? fillPlaceholders(imageAlt, { number: index + 1, title: caseTitle })
                    }
                    width={1200}
                    height={750}
                    sizes={illustrationSizes.card}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                {/* Read once, as the picture's alternative text. */}
                {caption && <figcaption aria-hidden="true">{caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </List>
    </section>
  );
}
