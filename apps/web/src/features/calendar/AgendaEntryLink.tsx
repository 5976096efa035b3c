import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { AGENDA_TYPE_LABELS, type AgendaEntry } from '@atiende/shared';
import { entryTime } from './calendar.dates';
import classes from './Calendar.module.css';

/** One agenda entry, coloured by its source, opening its record; its name is its time and title. */
export function AgendaEntryLink({ entry, withTime = true, className, style }: {
  entry: AgendaEntry; withTime?: boolean; className?: string; style?: CSSProperties;
}) {
  const time = withTime ? entryTime(entry) : '';
  return (
    <Link
      to={entry.enlace}
      className={className ? `${classes.entry} ${className}` : classes.entry}
      data-tipo={entry.tipo}
      data-testid={`agenda-${entry.tipo}-${entry.id}`}
      title={`${AGENDA_TYPE_LABELS[entry.tipo]}${time ? ` · ${time}` : ''} · ${entry.titulo}`}
      style={style}
    >
      {time && <><span className={classes.entryTime}>{time}</span>{' '}</>}
      {entry.titulo}
    </Link>
  );
}
