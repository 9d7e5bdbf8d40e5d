import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { BlockProps, Icon as IconName, Site } from '../../content/types.generated';
import { telHref } from '../../lib/telHref';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, hoverNone, radius, space, breakpoint } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';
import { KeepRanges } from '../../ui/KeepRanges';

// One card of cells: each office, then e-mail, phone and hours, two cells a row on wide screens,
// divided by hairlines (the card's border colour showing through a 1 px gap). Separate tiles of
// one to four lines each left ragged bottoms; cells in a row share their height. An odd last
// cell spans the row (of-type: the cells are the only children, and emotion warns about
// :nth-child in server rendering); three cells (no office: a map above shows it) make one row
// of three equal cells (with the hours' cell wider the row read as uneven under the page's even
// grids: reviews 71B, 72C). On a phone the cells stack.
const Card = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1px;
  overflow: hidden;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.border};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > li:last-of-type:nth-of-type(odd) {
      grid-column: 1 / -1;
    }
  }
  ${breakpoint.desktop} {
    /* Three offices then three channels: a row each. In two columns an office shared a row with
       the e-mail, and the phone with the hours (design review 24). */
    &:has(> li:nth-of-type(6):last-of-type) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &:has(> li:nth-of-type(3):last-of-type) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      > li:last-of-type {
        grid-column: auto;
      }
    }
  }
  > li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.sm};
    align-items: start;
    padding: ${space.md};
    background: ${color.surface};
  }
  h3 {
    font-size: 1rem;
    margin-bottom: 0.25rem;
  }
  address,
  p {
    font-style: normal;
    color: ${color.textMuted};
  }
  a {
    color: ${color.text};
    font-weight: 600;
  }
  /* The e-mail and the phone stand alone in their cells: on a touch screen a 22 px line was a
     small target for the thumb (review 84D); a 44 px line keeps the cell's text where it was
     set, centred on it. */
  ${hoverNone} {
    h3 + a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      margin-block: -11px;
    }
  }
`;

const Promise = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin-top: ${space.sm};
  color: ${color.textMuted};
  font-weight: 600;
  /* A note under the card, a step below its text: at the text's size, 'Respondemos en menos de
     2 horas hábiles' broke into two short lines on a phone (review 92G). */
  font-size: 0.9375rem;
  svg {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
  }
`;

type Props = BlockProps<'contactDetails'> & { site: Site };

interface DetailProps {
  icon: IconName;
  title: ReactNode;
  children: ReactNode;
}

function Detail({ icon, title, children }: DetailProps) {
  return (
    <li>
      <Icon name={icon} />
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  );
}

export default function ContactDetails({
  eyebrow,
  title,
  intro,
  offices = [],
  hours,
  responseTime,
  site,
}: Props) {
  const { email, phone } = site.contact;
  return (
    <Container>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Card>
        {offices.map((office) => (
          <Detail
            key={office.name}
            icon="map-pin"
            title={office.href ? <a href={office.href}>{office.name}</a> : office.name}
          >
            <address>
              {office.streetAddress}
              <br />
              {office.locality}, {office.region}
            </address>
          </Detail>
        ))}
        <Detail icon="mail" title="Correo">
          <a href={`mailto:${email}`}>{email}</a>
        </Detail>
        <Detail icon="phone" title="Teléfono">
          <a href={telHref(phone)}>{phone}</a>
        </Detail>
        <Detail icon="clock" title="Horario">
          <p>{hours}</p>
        </Detail>
      </Card>
      {/* The reply promise on a line of its own under the card: inside one cell (the hours', then
          the e-mail's) it ran two lines beside one-line cells, a band of blank card (reviews
          87B, 87I). */}
      {responseTime && (
        <Promise>
          <Icon name="clock" />
          <KeepRanges text={responseTime} />
        </Promise>
      )}
    </Container>
  );
}
