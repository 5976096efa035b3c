import { GROUP_COLORS, type GroupColor } from '@atiende/shared';

export const GROUP_COLOR_NAMES: Record<GroupColor, string> = {
  blue: 'Azul',
  orange: 'Naranja',
  pink: 'Rosado',
  yellow: 'Amarillo',
  green: 'Verde',
  purple: 'Morado',
  gray: 'Gris',
};

/** The Mantine palette drawing each colour (Mantine has no 'purple'). */
const MANTINE_COLOR: Record<GroupColor, string> = {
  blue: 'blue',
  orange: 'orange',
  pink: 'pink',
  yellow: 'yellow',
  green: 'green',
  purple: 'grape',
  gray: 'gray',
};

function isGroupColor(value: string): value is GroupColor {
  return (GROUP_COLORS as readonly string[]).includes(value);
}

/** Mantine colour of a stored label; an unknown value is drawn grey. */
export function groupMantineColor(etiqueta: string): string {
  return isGroupColor(etiqueta) ? MANTINE_COLOR[etiqueta] : 'gray';
}

export function groupColorName(etiqueta: string): string {
  return isGroupColor(etiqueta) ? GROUP_COLOR_NAMES[etiqueta] : etiqueta;
}
