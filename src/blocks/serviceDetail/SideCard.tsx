// The contact card beside the main column; it stays in view on wide screens. In one column it
// would land after the closing call to action, a second one back to back, so it is left out.
import styled from '@emotion/styled';
import { ButtonLink } from '../../ui/ButtonLink';
import { ThemedIllustration, themeVariants } from '../../ui/ThemedIllustration';
import { color, radius, space } from '../../theme/tokens';
import { stickyBelowNavbar } from '../../ui/surfaces';

export const contactHref = '/#contact-form';

// Shown only beside the main column, on wide screens.
const sideSizes = '340px';

const Side = styled.aside`
  ${stickyBelowNavbar(space.sm)}
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  h2 {
    font-size: 1.3rem;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.sm};
  }
  /* Each theme shows its own drawing. The dark one sits on a panel of its own (drawn in it, a shade off the card's grey), as
     the light one does on its lavender: on the card's own grey its circles stopped at the
     picture's square edges (design reviews 7b and 8). */
  ${themeVariants}
  @media (max-width: 960px) {
    display: none;
  }
`;

interface Props {
  image: string;
  /** The illustration drawn for the dark theme, where the light one would be a white slab. */
  imageDark?: string;
  title: string;
  text: string;
  action: string;
}

export function SideCard({ image, imageDark, title, text, action }: Props) {
  return (
    <Side aria-labelledby="contacto-lateral">
      <ThemedIllustration
        src={image}
        srcDark={imageDark}
        alt=""
        width={800}
        height={600}
        sizes={sideSizes}
        loading="lazy"
        decoding="async"
      />
      <h2 id="contacto-lateral">{title}</h2>
      <p>{text}</p>
      <ButtonLink label={action} href={contactHref} variant="primary" />
    </Side>
  );
}
