// The form's 'Qué pasa después': its numbered steps, beside the form and again in the thank-you
// dialog. Whatever the place adds (the e-mail line beside the form) follows the steps.
import type { ReactNode } from 'react';
import { KeepRanges } from '../../ui/KeepRanges';
import { NextSteps } from './ContactForm.styles';

export function NextStepsPanel({ steps, children }: { steps: string[]; children?: ReactNode }) {
  return (
    <NextSteps>
      <h3>Qué pasa después</h3>
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
