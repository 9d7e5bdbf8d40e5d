// Below 1024 px, where the squad drawing is left out, the team page's hero still shows faces: the
// drawing's six people in a row of overlapping discs under the lead. A phone opened on text and
// figures only, its first face 1,100 px down (review 41C). Decorative: the cards below name them.
import styled from '@emotion/styled';
import { color, breakpoint } from '../../theme/tokens';
import { faceFrame, portraitGradients, portraitSrc } from '../portrait';
import { people } from './art/team';

const size = 44;

const Row = styled.div`
  display: flex;
  margin-top: 0.25rem;
  padding-left: 8px;
  ${breakpoint.desktop} {
    display: none;
  }
  span {
    ${faceFrame(`${size}px`)}
    margin-left: -8px;
    /* A ring of the band's ground between the discs, as a stack of avatars draws them. */
    box-shadow: 0 0 0 2px ${color.bg};
  }
`;

export function TeamFaces() {
  return (
    <Row aria-hidden="true">
      {people.map((person) => (
        <span key={person.name} style={{ background: portraitGradients[person.gradient] }}>
          <img
            src={portraitSrc(person.portrait)}
            alt=""
            width={size}
            height={size}
            // Lazy: hidden on wide screens, where a lazy image is not fetched; on a phone they
            // are in the first screen and load at once.
            loading="lazy"
            decoding="async"
          />
        </span>
      ))}
    </Row>
  );
}
