// The form's 'Qué pasa después': its numbered steps, beside the form and again in the thank-you
// dialog. Whatever the place adds (the e-mail line beside the form) follows the steps.
import type { ReactNode } from 'react';
import { KeepRanges } from '../../ui/KeepRanges';
import { NextSteps } from './ContactForm.styles';

export function NextStepsPanel({
  steps,
  level = 3,
  children,
}: {
  steps: string[];
  /** A step under the heading it follows: h2 under a form that opens the page (h1). */
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <NextSteps>
      <Heading>Qué pasa después</Heading>
      <ol>
        {steps.map((step) => (
          <li key={step}>
            <KeepRanges text={step} />
          </li>
        ))}
      </ol>
      {children}
    </NextSteps>
  );
}
