// A labelled form field whose error is tied to the input (aria-invalid, aria-describedby) and
// announced when it appears. Inputs are uncontrolled: what a visitor typed before the island
// hydrated stays in place. A field with a limit shows a counter once the text nears it; the
// input itself never cuts what is typed or pasted (no maxLength): going over is said, not done.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { breakpoint, color, radius } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

/** The look of every text field on the site (the contact form's and the newsletter's): one shape
 * and one invalid state. */
export const fieldBox = css`
  font: inherit;
  min-height: 48px;
  padding: 0.75rem 1rem;
  border-radius: ${radius.sm};
  border: 1px solid ${color.control};
  background: ${color.surface};
  color: ${color.text};
  /* An example, half-way between the text and the field in either theme: the browser's grey
     faded on dark, and the muted text colour (#CCC on dark) read as typed text (review 50B).
     4.4:1 on the dark field, 4.7:1 on white. */
  &::placeholder {
    color: color-mix(in srgb, ${color.text} 55%, ${color.surface});
    opacity: 1;
  }
  /* A second pixel of red, drawn inside so the field keeps its size. */
  &[aria-invalid='true'] {
    border-color: ${color.danger};
    box-shadow: inset 0 0 0 1px ${color.danger};
  }
`;

/** The look of a field's error: under the field, small and red. */
export const fieldError = css`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${color.danger};
`;

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  input,
  textarea {
    ${fieldBox}
    width: 100%;
    /* The form's own surface: on a dark card a black field read as a hole, not as a field. */
    background: ${color.surface};
  }
  /* Its four rows, whether empty or sized to its text: at 8rem it shrank by a line on the first
     keystroke, moving the button under it (review 41B). Four, not five: with a case over the
     fields, five put the button under the fold at 1280 x 800 (review 50A). */
  textarea {
    min-height: calc(4lh + 1.5rem + 2px);
    resize: vertical;
  }
  /* The field a failed submit focuses: its ring in the error's colour, not over it. */
  [aria-invalid='true']:focus-visible {
    outline-color: ${color.danger};
  }
  .hint {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
  }
  /* One line of error kept free, at the error's own line height: at the body's, the rows below
     moved 2-3 px when it showed (review 42B). */
  .error {
    min-height: 1.25rem;
    ${fieldError}
    line-height: 1.25rem;
  }
  /* In one column no neighbour's row moves when an error shows: the free line went, 26 px a
     field, which pushed a phone's button under the fold (review 93N). */
  ${breakpoint.mobile} {
    .hint:has(.error:empty:only-child) {
      margin-top: -0.35rem;
    }
    .error:empty {
      min-height: 0;
    }
  }
`;

// A question, not an error: in the text's ink, after a yellow '!' that both themes show. In grey
// it read as a placeholder, and '9 1234' went to sales unnoticed (review 93N). Its own element,
// as the counter: its CSS joins the page when it shows, not the HTML of every page with a form.
const Note = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${color.text};
  font-weight: 600;
  white-space: pre;
  &::before {
    content: '!';
    margin-right: 0.4rem;
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${color.primary};
    color: ${color.onPrimary};
    font-size: 0.75rem;
    font-weight: 800;
  }
  /* Beside another field there is room for the example alone (review 60C). */
  > span {
    ${visuallyHidden}
  }
  ${breakpoint.small} {
    > span {
      all: unset;
    }
  }
`;

// Its own styled element: it shows only while typing, so its CSS joins the page then, not in the
// HTML of every page with a form.
const Counter = styled.span`
  margin-left: auto;
  font-size: 0.875rem;
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-over] {
    color: ${color.danger};
    font-weight: 700;
  }
`;

export interface FieldNote {
  lead?: string;
  text: string;
}

type Props = {
  name: string;
  label: string;
  error?: string;
  /** A question about the value that does not stop the form (a phone with few digits), in the
   *  error's place, the field not marked invalid. Its lead shows where the field is the form's
   *  width, and is read out everywhere. */
  note?: FieldNote;
  multiline?: boolean;
  /** Characters allowed, and how many the field holds now: the counter shows from 80%. */
  limit?: number;
  length?: number;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'required' | 'autoComplete' | 'inputMode' | 'placeholder'
>;

const count = new Intl.NumberFormat('es-CL');
const counterFrom = 0.8;

export function Field({
  name,
  label,
  error,
  note,
  multiline,
  required,
  limit,
  length = 0,
  ...input
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const counting = limit !== undefined && length >= limit * counterFrom;
  const over = limit !== undefined && length > limit ? length - limit : 0;
  // Over the limit while typing, the field says so at once; a submit's own error comes first.
  const message = error ?? (over > 0 ? `Te sobran ${count.format(over)} caracteres.` : undefined);
  const shared = {
    id,
    name,
    required,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': counting ? `${errorId} ${counterId}` : errorId,
  };
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          placeholder={input.placeholder}
          // Grows with its text: the calculator's hand-off filled it past its fifth line (33B).
          // Set once there is text, so the server's HTML (every contact form) carries nothing.
          style={length > 0 ? { fieldSizing: 'content', maxHeight: '24rem' } : undefined}
        />
      ) : (
        <input {...shared} {...input} />
      )}
      <div className="hint">
        <p className="error" id={errorId} aria-live="polite">
          {message ??
            (note && (
              <Note>
                {note.lead && <span>{`${note.lead} `}</span>}
                {note.text}
              </Note>
            ))}
        </p>
        {counting && (
          <Counter className="counter" id={counterId} data-over={over > 0 ? '' : undefined}>
            {count.format(length)} / {count.format(limit)}
          </Counter>
        )}
      </div>
    </Wrapper>
  );
}
