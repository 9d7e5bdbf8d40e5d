// A labelled form field whose error is tied to the input (aria-invalid, aria-describedby) and
// announced when it appears. Inputs are uncontrolled: what a visitor typed before the island
// hydrated stays in place.
import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { color, radius } from '../theme/tokens';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  input,
  textarea {
    font: inherit;
    width: 100%;
    min-height: 48px;
    padding: 0.75rem 1rem;
    border-radius: ${radius.sm};
    border: 2px solid ${color.border};
    background: ${color.bg};
    color: ${color.text};
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${color.danger};
  }
  .error {
    min-height: 1.25rem;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${color.danger};
  }
`;

type Props = {
  name: string;
  label: string;
  error?: string;
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'required' | 'autoComplete' | 'inputMode' | 'placeholder'
>;

export function Field({ name, label, error, multiline, required, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  };
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...shared} rows={5} /> : <input {...shared} {...input} />}
      <p className="error" id={errorId} aria-live="polite">
        {error}
      </p>
    </Wrapper>
  );
}
