import { Badge } from '@mantine/core';
import { ESTADOS, type GestionEstado } from './gestiones.api';

/** A gestión's estado in its colour: En Gestión purple, Pendiente yellow, Finalizado green, Vencido red. */
export function GestionEstadoBadge({ estado }: { estado: string }) {
  // Some lists spell it 'EN GESTION'.
  const shown = ESTADOS[estado.replace(' ', '_') as GestionEstado] ?? { label: estado, color: 'gray' };
  return (
    <Badge color={shown.color} variant="light" tt="none" miw="max-content">
      {shown.label}
    </Badge>
  );
}
