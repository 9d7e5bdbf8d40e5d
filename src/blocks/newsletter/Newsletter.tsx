import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type { BlockProps } from '../../content/types.generated';
import type { IslandContext } from '../../content/islandContext';
import { usePendingSubmit } from '../../leads/pendingSubmit';
import { Container } from '../../ui/Container';
import { Honeypot } from '../../ui/Honeypot';
import { IslandFallback } from '../../ui/IslandFallback';
import { primaryButton } from '../../ui/buttonStyles';
import { fieldBox, fieldError } from '../../ui/Field';
import { breakpoint, chosenSurface, color, columnWidth, radius, space } from '../../theme/tokens';
import { newsletterMessages, rateLimitedMessage } from '../../leads/messages';
import { useNewsletter } from './useNewsletter';

// As wide as an article's column, so under an article the box lines up with the text, the
// closing card and the related reads (it stood out 16 px on each side: design review 26). Wide,
// on a page of its own (the blog), the page's width, the words left and the field right: at a
// column's width it floated in a band of empty margins (review 85A).
const wideBox = css`
  ${breakpoint.desktop} {
    max-width: none;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: ${space.xl};
    padding: ${space.xl};
    > * {
      grid-column: 1;
    }
    > form,
    > .note,
    > p[role='alert'] {
      grid-column: 2;
    }
    /* The field level with the title's foot, the note with the text: each side reads as one. */
    > form {
      grid-row: 1;
      align-self: end;
    }
    > .note {
      grid-row: 2;
      align-self: start;
    }
  }
`;

const Box = styled.div<{ $wide: boolean }>`
  max-width: ${columnWidth.reading};
  margin-inline: auto;
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    color: ${color.textMuted};
  }
  ${breakpoint.small} {
    padding: ${space.md};
  }
  ${({ $wide }) => ($wide ? wideBox : '')}
`;

// The field and the button side by side, the message under them; on a phone the message sits
// between the field and the button, under the field it is about.
const Row = styled.form`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs};
  /* The contact form's field, as tall as the button beside it, on the box's own surface as the
     contact form's fields are on theirs (on the page's ground it was black in a grey box, unlike
     them: review 53C). */
  input {
    ${fieldBox}
    min-width: 0;
    min-height: 52px;
  }
  /* As wide sending as not: 'Enviando...' moved the field's edge by 8 px (review 32C). */
  button {
    ${primaryButton}
    min-width: 10.5rem;
  }
  button[aria-disabled] {
    cursor: progress;
    opacity: 0.8;
  }
  ${breakpoint.small} {
    grid-template-columns: minmax(0, 1fr);
    input {
      order: 1;
    }
    [role='status'] {
      order: 2;
    }
    button {
      order: 3;
    }
  }
`;

// Empty at rest, but kept in the accessibility tree so what it later says is announced: it takes
// no room then, the box's gap above it included.
const Message = styled.p<{ $tone: 'error' | 'success' | 'neutral' }>`
  grid-column: 1 / -1;
  ${fieldError}
  &:empty {
    margin-top: calc(-1 * ${space.xs});
  }
  && {
    color: ${({ $tone }) => ($tone === 'error' ? color.danger : color.text)};
  }
  a {
    color: ${color.text};
  }
  /* Subscribed: a tinted note with a check, not a line of small print under an empty field that
     seemed to ask for a second try (design review 9). */
  ${({ $tone }) =>
    $tone === 'success' &&
    css`
      &:not(:empty) {
        display: flex;
        align-items: center;
        gap: 0.625rem;
        margin-top: 0.25rem;
        padding: 0.75rem 1rem;
        border-radius: ${radius.md};
        background: ${chosenSurface};
        box-shadow: inset 0 0 0 1px ${color.primary};
        font-size: 0.9375rem;
      }
      /* On a phone, under the button: between the emptied field and the button it read as a
         note about the field (review 31A). */
      ${breakpoint.small} {
        && {
          order: 4;
        }
      }
    `}
  svg {
    flex: none;
    color: ${color.accentText};
  }
`;

type Props = BlockProps<'newsletter'> & { context: IslandContext };

export default function Newsletter({
  title,
  text,
  buttonLabel,
  privacyHref,
  layout,
  context,
}: Props) {
  const { ref, status, failure, validation, submit, onSubmit, onInput } = useNewsletter(context);
  usePendingSubmit(ref, () => void submit());
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const submitting = status === 'submitting';
  const message =
    validation ??
    (status === 'success'
      ? newsletterMessages.success
      : status === 'error'
        ? failure === 'rate-limited'
          ? rateLimitedMessage
          : newsletterMessages.failure
        : '');
  const tone = validation || status === 'error' ? 'error' : 'success';
  return (
    <Container $width={layout === 'wide' ? 'page' : 'text'}>
      <Box $wide={layout === 'wide'}>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        <Row ref={ref} noValidate onSubmit={onSubmit} onInput={onInput} aria-label={title}>
          <label htmlFor={inputId} className="visually-hidden">
            Correo electrónico
          </label>
          <input
            id={inputId}
            name="correo"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="tu@empresa.cl"
            aria-invalid={validation ? true : undefined}
            aria-describedby={messageId}
          />
          <Honeypot />
          {/* Not `disabled`: a disabled button loses focus, which fell to the page's start
              while sending (review 31A). The hook ignores a second submit meanwhile. */}
          <button type="submit" aria-disabled={submitting || undefined}>
            {submitting ? newsletterMessages.sending : buttonLabel}
          </button>
          <Message id={messageId} role="status" $tone={tone}>
            {tone === 'success' && message && <CircleCheck size={20} aria-hidden="true" />}
            {message}
            {status === 'error' && (
              <>
                {' '}
                <a
                  href={`mailto:${context.email}?subject=${encodeURIComponent('Suscripción al newsletter')}`}
                >
                  Escríbenos a {context.email}
                </a>
              </>
            )}
          </Message>
        </Row>
        <IslandFallback email={context.email} />
        <p className="note">
          <small>
            Puedes darte de baja cuando quieras. <a href={privacyHref}>Política de privacidad</a>.
          </small>
        </p>
      </Box>
    </Container>
  );
}
