// A modernisation: a stack of old servers, an arrow, and the new platform as modules in a window,
// the first one already moved (yellow) while the others wait for their sprint.
import { palette } from '../../../theme/tokens';
import { CheckCard } from './cards';
import { Card, Label, muted, Window, yellow } from './parts';

const servers = [
  { name: 'Facturación', note: 'Servidor de 2008' },
  { name: 'Inventario', note: 'Sin soporte' },
  { name: 'Clientes', note: 'Access 2003' },
];

const modules = [
  { name: 'Facturación', note: 'Migrado' },
  { name: 'Inventario', note: 'En curso' },
  { name: 'Clientes', note: 'Sprint 4' },
  { name: 'Pedidos', note: 'Sprint 5' },
  { name: 'Reportes', note: 'Sprint 6' },
  { name: 'Pagos', note: 'Sprint 7' },
];

export function Migration() {
  return (
    <>
      {servers.map((server, unit) => {
        const y = 150 + unit * 62;
        return (
          <g key={y}>
            <Card x={0} y={y} width={170} height={52} />
            <Label x={18} y={y + 23} size={12} weight={700}>
              {server.name}
            </Label>
            <Label x={18} y={y + 39} size={10.5} weight={500} tone="muted">
              {server.note}
            </Label>
            <circle
              cx="136"
              cy={y + 26}
              r="5"
              fill={unit === 1 ? palette.red300 : muted}
              opacity="0.8"
            />
            <circle cx="152" cy={y + 26} r="5" fill={muted} opacity="0.5" />
          </g>
        );
      })}
      <Window x={200} y={20} width={270} height={262} title="Nueva plataforma" />
      {modules.map((module, index) => {
        const x = 226 + (index % 2) * 114;
        const y = 80 + Math.floor(index / 2) * 64;
        const moved = index === 0;
        return (
          <g key={module.name}>
            <rect
              x={x}
              y={y}
              width="104"
              height="52"
              rx="10"
              className={moved ? undefined : 'card'}
              fill={moved ? yellow : undefined}
            />
            <Label x={x + 12} y={y + 23} size={12} weight={700} tone={moved ? 'dark' : 'ink'}>
              {module.name}
            </Label>
            <Label x={x + 12} y={y + 39} size={10.5} weight={500} tone={moved ? 'dark' : 'muted'}>
              {module.note}
            </Label>
          </g>
        );
      })}
      <path
        d="M85 142C85 92 130 104 184 104"
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeDasharray="6 6"
        strokeLinecap="round"
      />
      <path d="M196 104l-13-8v16z" fill={yellow} />
      <CheckCard y={304} title="Sin downtime" detail="Facturación en vivo" />
    </>
  );
}
