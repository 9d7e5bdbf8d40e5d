import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { BlockProps, Icon as IconName, Site } from '../../content/types.generated';
import { telHref } from '../../lib/telHref';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, radius, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { plainList } from '../../ui/surfaces';

// Offices plus three fixed tiles (e-mail, phone, hours): columns balance the total.
const fixedTiles = 3;

const Grid = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '240px' })}
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.sm};
  align-items: start;
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
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
`;

type Props = BlockProps<'contactDetails'> & { site: Site };

function Detail({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Item>
      <Icon name={icon} />
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Item>
  );
}

export default function ContactDetails({
  title,
  intro,
  offices,
  hours,
  responseTime,
  site,
}: Props) {
  const { email, phone } = site.contact;
  return (
    <Container>
      <SectionHeading title={title} intro={intro} />
      <Grid $count={offices.length + fixedTiles}>
        {offices.map((office) => (
          <Detail key={office.name} icon="map-pin" title={office.name}>
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
          <p>{responseTime}</p>
        </Detail>
      </Grid>
    </Container>
  );
}
