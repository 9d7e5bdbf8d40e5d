// A first conversation: a question, our answer, someone typing, a calendar, and the message
// received. The page has a form, not a scheduler: the drawing showed a meeting already booked
// (design review 19).
import { CheckCard } from './cards';
import { Card, Label, Window, yellow } from './parts';

export function Chat() {
  return (
    <>
      <Window title="Conversación con Austral" />
      <rect className="card" x="72" y="80" width="220" height="56" rx="16" />
      <Label x={90} y={104} size={11.5} weight={600}>
        Necesitamos una app para
      </Label>
      <Label x={90} y={121} size={11.5} weight={500} tone="muted">
        nuestros técnicos en terreno.
      </Label>
      <rect x="188" y="152" width="240" height="56" rx="16" fill={yellow} />
      <Label x={206} y={176} size={11.5} weight={700} tone="dark">
        ¡Gracias! Te escribimos hoy
      </Label>
      <Label x={206} y={193} size={11.5} weight={500} tone="dark">
        para agendar 30 minutos.
      </Label>
      <rect className="card" x="72" y="224" width="96" height="40" rx="16" />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} cx={100 + dot * 20} cy="244" r="5" className="muted" />
      ))}
      <Card x={0} y={268} width={204} height={112} />
      <Label x={20} y={292} size={12} weight={700}>
        Diciembre
      </Label>
      {Array.from({ length: 15 }, (_, day) => (
        <rect
          key={day}
          x={20 + (day % 5) * 34}
          y={306 + Math.floor(day / 5) * 22}
          width="26"
          height="16"
          rx="4"
          className={day === 8 ? undefined : 'muted'}
          fill={day === 8 ? yellow : undefined}
        />
      ))}
      <CheckCard
        x={280}
        y={300}
        width={196}
        title="Mensaje recibido"
        detail="Respuesta en menos de 24 h"
      />
    </>
  );
}
