// A client logo (spec section 3, "Logo component"): a static image in its own colours, or in
// dark grey (black) or light grey (white). Monochrome logos keep their inner text readable; see
// logoFilters.
import styled from '@emotion/styled';
import { logoFilterCss, type LogoVariant } from '../theme/logoFilters';

export type { LogoVariant } from '../theme/logoFilters';

// Each logo's canvas fits its drawing (npm run logos:fit), so canvases differ in width: every
// logo is drawn in one 5:2 box, whatever its canvas, and loading it moves nothing. It starts at
// the box's left edge, in line with the text of a card or a signature; walls and strips centre it.
const Image = styled.img<{ $variant: LogoVariant }>`
  display: block;
  height: auto;
  aspect-ratio: 5 / 2;
  object-fit: contain;
  object-position: left center;
  /* In the dark theme every logo turns light monochrome (GlobalStyles, ui/LogoPlate). */
  filter: var(--logo-filter, ${({ $variant }) => logoFilterCss($variant)});
`;

export interface LogoProps {
  /** The client's name: the image's alternative text. */
  name: string;
  src: string;
  variant?: LogoVariant;
  /** A repeated copy (the looping strip): empty alt, so the name is read only once. */
  decorative?: boolean;
  /** Logos below the fold load lazily; a dialog's logo loads at once. */
  lazy?: boolean;
}

// Every logo in public/logos/ is 64 units tall, shown in a 160×64 box. No decoding="async": it is
// a hint for decoding a bitmap, and a logo is an SVG, drawn when it is painted; the bytes go to
// the home page's HTML budget, where its 44 logos took 40 of them.
export function Logo({
  name,
  src,
  variant = 'original',
  decorative = false,
  lazy = true,
}: LogoProps) {
  return (
    <Image
      $variant={variant}
      src={src}
      alt={decorative ? '' : name}
      width={160}
      height={64}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
