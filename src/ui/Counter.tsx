// A number that counts up from 0 the first time it is seen. The HTML holds the final value
// (readable without JavaScript and by crawlers); the loader animates [data-counter] elements.
// Its looks (variant, size, colour, glow, pulse) are names content chooses: see counterStyles.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { motionOk } from '../theme/tokens';
import {
  counterColors,
  counterGlow,
  counterSizes,
  counterVariants,
  type CounterColor,
  type CounterSize,
  type CounterVariant,
} from './counterStyles';
import { FigureText } from './FigureText';
import { decimalsOf, formatCount } from '../lib/formatCount';
import {
  counterAttr,
  counterDecimalsAttr,
  counterDurationAttr,
  counterSeparatorAttr,
} from '../lib/pageAttributes';

const pulse = keyframes`
  50% { transform: scale(1.04); }
`;

interface LookProps {
  $variant: CounterVariant;
  $size: CounterSize;
  $color: CounterColor;
  $glow: boolean;
  $pulse: boolean;
}

const Figure = styled.span<LookProps>`
  display: inline-block;
  font-size: ${({ $size }) => counterSizes[$size]};
  color: ${({ $color }) => counterColors[$color]};
  letter-spacing: -0.02em;
  white-space: nowrap;
  ${({ $variant }) => counterVariants[$variant]}
  ${({ $glow }) => ($glow ? counterGlow : '')}
  ${motionOk} {
    /* Starts once the count-up (2 s by default) is over, so the two never fight. */
    animation: ${({ $pulse }) => ($pulse ? `${pulse} 2.4s ease-in-out 2s infinite` : 'none')};
  }
`;

// Reserves exactly the final number's width, so counting up from 0 never shifts the layout and
// the suffix sits right after the digits (a width in ch would leave a gap in fonts whose digits
// are narrower than '0'). The reserving copy is generated content: it is never read or copied.
// Proportional figures: at display sizes tabular ones leave a gap around a '1' ("100%" looked
// indented from its label).
const Value = styled.span`
  position: relative;
  display: inline-block;
  &::before {
    content: attr(data-final);
    visibility: hidden;
  }
  /* The counting copy takes the reserved box and contains its own layout (size and layout
     containment make it a relayout boundary): each frame's new digits are laid out inside it
     alone. Laid out with its page, each frame cost a slow phone 60-80 ms, blocking time on
     every page whose figures count up in the first screen (/equipo: about 480 ms at 9x CPU). */
  > [${counterAttr}] {
    position: absolute;
    inset: 0;
    contain: size layout style;
    white-space: nowrap;
  }
`;

export interface CounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  /** Decimals shown; by default those the value is written with. */
  decimals?: number;
  /** Thousands separator, ',' by default (spec section 9). */
  separator?: string;
  /** Count-up time in milliseconds; the loader reads it. */
  duration?: number;
  variant?: CounterVariant;
  size?: CounterSize;
  color?: CounterColor;
  glow?: boolean;
  pulse?: boolean;
}

/** A prefix that opens a range: a number and a hyphen or dash ("8-", "3 – "). */
const rangeStart = /\d\s*[-–]\s*$/;
/** A prefix that makes the figure a bound ("< 2 h", "> 50"): a promise, not a tally. Counted up,
 * "< 2 h" read "< 1 h" on its way, against the "2 horas" the page promises (review 92G). */
const bound = /[<>≤≥]\s*$/;
/** A suffix that makes the figure a time ("48 h", "3 semanas"): a delivery promise too, and
 * caught on its way up it promised "17 h para recibir tu cotización" (review 92J). */
const timeUnit = /^\s*(?:h|min|s|horas?|minutos?|segundos?|días?|semanas?|meses?)(?!\p{L})/iu;

export function Counter({
  value,
  prefix = '',
  suffix = '',
  decimals,
  separator = ',',
  duration = 2000,
  variant = 'default',
  size = 'lg',
  color = 'accent',
  glow = false,
  pulse: pulsing = false,
}: CounterProps) {
  // Written 4.8 without "decimals", it shows 4.8: rounding it to 5 would change the figure.
  const shown = decimals ?? decimalsOf(value);
  const text = formatCount(value, { decimals: shown, separator });
  // The top of a range ("8-" and 12) stays as written: counted up from 0 it read "8-0", "8-7",
  // a range upside down, mid-run (review 65A). A range is a commitment, not a count.
  // Nor is a figure read against another ('24/7', '4,8/5'): counted, it read '7/7', '14/7'
  // (review 70A), a schedule that never was.
  const counts =
    !rangeStart.test(prefix) &&
    !bound.test(prefix) &&
    !timeUnit.test(suffix) &&
    !suffix.trimStart().startsWith('/');
  return (
    <Figure $variant={variant} $size={size} $color={color} $glow={glow} $pulse={pulsing}>
      <FigureText text={prefix} />
      {/* The final figure's box is reserved only for a copy that counts: beside a range's
          figure, written in place, it doubled the width ('8-      10': review 69C). The suffix
          counts along inside it, after the digits: after the reserved box it stood apart from
          a short running figure ('28  %': review 70A). */}
      <Value data-final={counts ? text + suffix : undefined}>
        <span
          {...(counts && {
            [counterAttr]: value,
            [counterDecimalsAttr]: shown,
            [counterSeparatorAttr]: separator,
            [counterDurationAttr]: duration,
          })}
        >
          {text}
          {counts && suffix && <span>{suffix}</span>}
        </span>
      </Value>
      {!counts && suffix}
    </Figure>
  );
}
