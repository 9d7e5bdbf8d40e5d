import styled from '@emotion/styled';
import type { Site } from '../../content/types.generated';
import { telHref } from '../../lib/telHref';
import { Container } from '../../ui/Container';
import { breakpoint, fingerPointer, hoverOk, palette, space } from '../../theme/tokens';
import { inDarkTheme, plainList, renderWhenNear } from '../../ui/surfaces';

// Laid out only when the visitor nears it: on a slow phone the footer's layout was the largest
// piece of the long task that ends page load (Lighthouse 9x). The estimates stay at or above the
// heights of its content at each layout: at 48rem, under the phone footer's two columns, the
// legal line fell outside the skipped box, onto the white page, and Lighthouse's contrast check
// read it as #CCC on white (accessibility 96 on every route).
const Root = styled.footer`
  ${renderWhenNear('72rem')}
  ${breakpoint.wide} {
    contain-intrinsic-size: auto 40rem;
  }
  ${breakpoint.desktop} {
    contain-intrinsic-size: auto 23rem;
  }
  background: ${palette.black900};
  color: ${palette.gray300};
  /* Always dark: the theme's focus colour (black in the light theme) would vanish here. */
  --focus-ring: ${palette.yellow500};
  padding-block: ${space.xl} ${space.lg};
  /* A hairline marks where the page ends; in the dark theme the footer is also a step lighter
     than the black page (#050505 under #000 read as one ground: reviews 53B, 53D). */
  border-top: 1px solid ${palette.gray850};
  ${inDarkTheme(`background: ${palette.gray950};`)}
  /* Lists of links, not running text: white marks them, the underline answers the pointer. */
  a {
    color: ${palette.white};
    text-decoration: none;
  }
  a:focus-visible {
    text-decoration: underline;
  }
  /* The page being read, as the navbar marks its own: in the brand's yellow (review 71B: the
     city page's own link looked like any other). */
  a[aria-current='page'] {
    color: ${palette.yellow500};
  }
  /* Only where a pointer hovers: after a tap on a phone, the underline stayed on (review 12). */
  ${hoverOk} {
    a:hover {
      text-decoration: underline;
    }
  }
`;

// The brand and contact column, then the link columns, side by side on wide screens; narrower,
// the brand and contact take the whole width above the link columns, and on a phone the groups
// stand two abreast; a group's links stay a list, as in every other group (short ones running in
// a row read as another pattern: design review 7).
const Columns = styled.div`
  display: grid;
  /* Link columns as wide as their longest link ("Desarrollo de software en Concepción" on one
     line), the brand column the rest. */
  grid-template-columns: minmax(0, 1fr) repeat(3, auto);
  gap: ${space.lg} ${space.xl};
  @media (max-width: 960px) {
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
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
  /* A phone: two groups side by side, the first beside the other two, each group one list (a
     group of short links split in two columns read as another pattern: reviews 70A, 71B, 71C).
     One group under another ran 1,250 px with 44 px targets (77A, 77B, 77C). */
  @media (max-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.md};
    > nav:first-of-type {
      grid-row: span 2;
    }
  }
  address {
    font-style: normal;
    display: grid;
    gap: 0.5rem;
    margin-top: ${space.sm};
  }
  /* Each link a finger's target, 44 px tall, the lines as far apart as before plus the rest:
     22 px lines 8 px apart were the page's smallest targets (review 70A). */
  ${fingerPointer} {
    ul {
      gap: 0;
    }
    li > a,
    address a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
    address a {
      margin-block: -0.5rem;
    }
    /* The links' own height spaces a group's first link from its heading; the brand's text
       has none, and sat flush under its name (79C). */
    nav h2 {
      margin-bottom: 0;
    }
    div > h2 {
      margin-bottom: ${space.xs};
    }
  }
`;

const Legal = styled.p`
  margin-top: ${space.lg};
  padding-top: ${space.md};
  border-top: 1px solid ${palette.gray850};
  font-size: 0.875rem;
`;

type Office = Pick<Site['contact'], 'streetAddress' | 'locality' | 'region'>;

/** `office`: the page's own office (a city page's), shown instead of the main one: a Concepción
 * page that ended on a Vitacura address read as a page for another city (design review 24). */
export function Footer({
  site,
  currentPath,
  office,
}: {
  site: Site;
  currentPath: string;
  office?: Office;
}) {
  const { brand, contact, footer, social } = site;
  const { streetAddress, locality, region } = office ?? contact;
  const last = footer.columns.length - 1;
  return (
    <Root data-tone="dark">
      <Container>
        <Columns>
          <div>
            <h2>{brand.name}</h2>
            <p>{brand.tagline}</p>
            <address>
              <span>{`${streetAddress}, ${locality}, ${region}`}</span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
              <span>{contact.hours}</span>
            </address>
          </div>
          {footer.columns.map((column, index) => (
            <nav aria-label={column.title} key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={link.href === currentPath ? 'page' : undefined}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
                {/* The profiles close the last column. */}
                {index === last &&
                  social?.map((profile) => (
                    <li key={profile.url}>
                      <a href={profile.url} target="_blank" rel="noopener noreferrer">
                        {profile.label}
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Legal>{`© ${footer.copyrightYear} ${brand.name}. Todos los derechos reservados.`}</Legal>
      </Container>
    </Root>
  );
}
