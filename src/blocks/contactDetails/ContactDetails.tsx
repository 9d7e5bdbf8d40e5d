import styled from '@emotion/styled';
import type { BlockProps, Site } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, radius, space } from '../../theme/tokens';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space.md};
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
      <Grid>
        {offices.map((office) => (
          <Item key={office.name}>
            <Icon name="map-pin" />
            <div>
              <h3>{office.name}</h3>
              <address>
                {office.streetAddress}
                <br />
                {office.locality}, {office.region}
              </address>
            </div>
          </Item>
        ))}
        <Item>
          <Icon name="mail" />
          <div>
            <h3>Correo</h3>
            <a href={`mailto:${email}`}>{email}</a>
          </div>
        </Item>
        <Item>
          <Icon name="phone" />
          <div>
            <h3>Teléfono</h3>
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </div>
        </Item>
        <Item>
          <Icon name="clock" />
          <div>
            <h3>Horario</h3>
            <p>{hours}</p>
            <p>{responseTime}</p>
          </div>
        </Item>
      </Grid>
    </Container>
  );
}
