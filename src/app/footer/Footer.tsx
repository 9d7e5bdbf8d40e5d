import styled from '@emotion/styled';
import type { Site } from '../../content/types.generated';
import { telHref } from '../../ui/telHref';
import { Container } from '../../ui/Container';
import { palette, space } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';

const Root = styled.footer`
  background: ${palette.black900};
  color: ${palette.gray300};
  /* Always dark: the theme's focus colour (black in the light theme) would vanish here. */
  --focus-ring: ${palette.yellow500};
  padding-block: ${space.xl} ${space.lg};
  a {
    color: ${palette.white};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space.lg};
  h2 {
    font-size: 1rem;
    color: ${palette.white};
    margin-bottom: ${space.sm};
  }
  ul {
    ${plainList}
    display: grid;
    gap: 0.5rem;
  }
  address {
    font-style: normal;
    display: grid;
    gap: 0.5rem;
  }
`;

const Legal = styled.p`
  margin-top: ${space.lg};
  padding-top: ${space.md};
  border-top: 1px solid ${palette.gray850};
  font-size: 0.875rem;
`;

export function Footer({ site }: { site: Site }) {
  const { brand, contact, footer, social } = site;
  return (
    <Root data-tone="dark">
      <Container>
        <Columns>
          <div>
            <h2>{brand.name}</h2>
            <p>{brand.tagline}</p>
          </div>
          <div>
            <h2>Contacto</h2>
            <address>
              <span>
                {contact.streetAddress}, {contact.locality}, {contact.region}
              </span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
              <span>{contact.hours}</span>
            </address>
          </div>
          <nav aria-label="Pie de página">
            <h2>Explora</h2>
            <ul>
              {footer.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              {social?.map((profile) => (
                <li key={profile.url}>
                  <a href={profile.url} target="_blank" rel="noopener noreferrer">
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Columns>
        <Legal>
          © {footer.copyrightYear} {brand.name}. Todos los derechos reservados.
        </Legal>
      </Container>
    </Root>
  );
}
