// The contact card beside the main column; it stays in view on wide screens.
import styled from '@emotion/styled';
import { ButtonLink } from '../../ui/ButtonLink';
import { color, navbarHeight, radius, space } from '../../theme/tokens';

export const contactHref = '/#contact-form';

const Side = styled.aside`
  position: sticky;
  top: calc(${navbarHeight} + ${space.sm});
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
`;

interface Props {
  image: string;
  title: string;
  text: string;
  action: string;
}

export function SideCard({ image, title, text, action }: Props) {
  return (
    <Side aria-labelledby="contacto-lateral">
      <img src={image} alt="" width={800} height={600} loading="lazy" decoding="async" />
      <h2 id="contacto-lateral">{title}</h2>
      <p>{text}</p>
      <ButtonLink label={action} href={contactHref} variant="primary" />
    </Side>
  );
}
