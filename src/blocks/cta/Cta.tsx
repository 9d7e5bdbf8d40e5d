import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import type { WithContent } from '../../content/blockContent';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { breakpoint, space } from '../../theme/tokens';
import { KeepRanges } from '../../ui/KeepRanges';
import { dotParts } from '../../ui/PartsLine';
import { plainList } from '../../ui/surfaces';
import { faceFrame, portraitGradients } from '../../ui/portrait';

const Inner = styled(Container)`
  display: grid;
  gap: ${space.md};
  justify-items: center;
  text-align: center;
`;

// Wide enough for a short question on one line ('¿Tienes un proyecto en mente?' broke after
// 'un' at 14.5em: design review 24); longer ones still balance over two.
const Title = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.75rem);
  max-width: 18em;
`;

// Centred lines read best balanced ("por etapa." alone under a full line looked like a slip).
const Text = styled.p`
  font-size: 1.125rem;
  max-width: 36em;
  text-wrap: balance;
`;

const Actions = styled(ButtonRow)`
  justify-content: center;
`;

// The reassurances under the buttons, each after a tick, in full ink (muted grey on the yellow
// band read washed out). As one small line of print, "Sin compromiso" alone under the button read
// as an orphan (review 55A).
const Notes = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.xs} ${space.md};
  font-weight: 600;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  /* On a phone, a size smaller so two short notes share one centred line, as the text above is
     centred: stacked, each line centred set the ticks at different places (reviews 65C, 67C),
     and left-aligned in a centred group the list read as off centre (73A, 73C, 74A). */
  ${breakpoint.small} {
    gap: ${space.xs} ${space.sm};
    font-size: 0.875rem;
    li {
      white-space: nowrap;
    }
  }
`;

// Who answers, by face and name, under the buttons: a city page sold 'squads a pasos de tu
// oficina' and showed no one from the office until the contact form (review 87F).
const Person = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  font-size: 0.95rem;
  text-align: left;
  /* On a phone the name runs to two lines: beside the face, left-aligned under a centred band,
     it read as misplaced (review 91E). Over it, centred, as the rest of the band. */
  ${breakpoint.mobile} {
    flex-direction: column;
    text-align: center;
  }
  .role {
    display: inline-block;
  }
  .face {
    ${faceFrame('2.75rem')}
    flex: none;
    /* A ring of the band's ink: the disc's pale gradient faded into the yellow band. */
    box-shadow: 0 0 0 2px currentColor;
  }
`;

export default function Cta({
  title,
  text,
  actions,
  note,
  person,
  content,
}: BlockProps<'cta'> & WithContent) {
  const member = person && content?.collections.team.find((entry) => entry.slug === person)?.data;
  return (
    <Inner $width="text">
      <Title>{title}</Title>
      {text && (
        <Text>
          <KeepRanges text={text} />
        </Text>
      )}
      <Actions>
        {actions.map((action) => (
          <ButtonLink key={action.href + action.label} {...action} />
        ))}
      </Actions>
      {note && (
        <Notes>
          {dotParts(note).map((part) => (
            <li key={part}>
              <Check size={18} strokeWidth={3} aria-hidden="true" />
              {part}
            </li>
          ))}
        </Notes>
      )}
      {member && (
        <Person>
          <span className="face" style={{ background: portraitGradients[member.gradient] }}>
            <img src={member.image} alt="" width={44} height={44} loading="lazy" />
          </span>
          <span>
            Te responde <strong>{member.name}</strong>,{' '}
            {/* A unit that moves to the next line whole: 'Gerente' was left behind alone on
                a phone (review 92G). */}
            <span className="role">{member.role}</span>
          </span>
        </Person>
      )}
    </Inner>
  );
}
