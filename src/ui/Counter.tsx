// A number that counts up from 0 the first time it is seen. The HTML holds the final value
// (readable without JavaScript and by crawlers); the loader animates [data-counter] elements.
import styled from '@emotion/styled';
import { formatCount } from './formatCount';

const Value = styled.span<{ $chars: number }>`
  display: inline-block;
  min-width: ${({ $chars }) => $chars}ch;
  font-variant-numeric: tabular-nums;
`;

export interface CounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals: number;
  separator?: string;
  /** Count-up time in milliseconds; the loader reads it. */
  duration?: number;
}

export function Counter({
  value,
  prefix = '',
  suffix = '',
  decimals,
  separator = ',',
  duration = 2000,
}: CounterProps) {
  const text = formatCount(value, { decimals, separator });
  return (
    <>
      {prefix}
      <Value
        $chars={text.length}
        data-counter={value}
        data-decimals={decimals}
        data-separator={separator}
        data-duration={duration}
      >
        {text}
      </Value>
      {suffix}
    </>
  );
}
