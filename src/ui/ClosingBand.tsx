// The yellow band a page ends on, across the whole width, as the cta block's: the template pages
// (a case, a service) close with it too, not with a rounded card inside their column, which made
// them read as another site's pages (design review 6).
import styled from '@emotion/styled';
import { backgrounds } from '../theme/sections';
import { toneAttr } from '../lib/pageAttributes';
import { ButtonLink, ButtonRow } from './ButtonLink';
import { accentPanel } from './surfaces';

const Band = styled.section`
  ${accentPanel}
  border-radius: 0;
`;

// The cta block's row: on a phone the button takes the band's width, as on every other page.
const Actions = styled(ButtonRow)`
  justify-content: center;
`;

interface Props {
  /** The heading's id, which labels the band. */
  id: string;
  title: string;
  text: string;
  action: string;
  href: string;
}

export function ClosingBand({ id, title, text, action, href }: Props) {
  return (
    <Band aria-labelledby={id} {...{ [toneAttr]: backgrounds.accent.tone }}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <Actions>
        <ButtonLink label={action} href={href} variant="primary" />
      </Actions>
    </Band>
  );
}
