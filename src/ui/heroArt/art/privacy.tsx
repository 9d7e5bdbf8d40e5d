// A policy: a written page and a shield with a padlock over it.
import { Card, ink, yellow } from './parts';
import { Sheet } from './sheet';

export function Privacy() {
  return (
    <>
      <Sheet picture={false} title={['Política de', 'privacidad']} />
      <Card x={290} y={196} width={170} height={164} />
      <path d="M375 222l44 15v32c0 30-19 50-44 61-25-11-44-31-44-61v-32z" fill={yellow} />
      <rect x="361" y="268" width="28" height="24" rx="5" fill={ink} />
      <path d="M366 268v-7a9 9 0 0 1 18 0v7" fill="none" stroke={ink} strokeWidth="4" />
    </>
  );
}
