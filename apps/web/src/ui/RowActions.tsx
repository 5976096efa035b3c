import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { confirmDelete } from './confirm';

/** One icon button of a row: a link (`to`) or an action (`onClick`). */
export interface RowAction {
  /** The tooltip, e.g. 'Editar'. */
  label: string;
  /** What it does to which row, e.g. 'Editar Ventas', so that each row's button has its own name. */
  ariaLabel: string;
  icon: TablerIcon;
  color?: string;
  to?: string;
  onClick?(event: MouseEvent<HTMLButtonElement>): void;
}

/** A row's icon button with its tooltip. */
export function RowActionButton({ label, ariaLabel, icon: Icon, color, to, onClick }: RowAction) {
  const icon = <Icon size={18} />;
  return (
    <Tooltip label={label}>
      {to ? (
        <ActionIcon variant="subtle" color={color} component={Link} to={to} aria-label={ariaLabel}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} aria-label={ariaLabel} onClick={onClick}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** The icon buttons of a row's 'Acción' cell; `false` leaves out an action the user may not take. */
export function RowActions({ actions }: { actions: (RowAction | false)[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions.filter((action) => action !== false).map((action) => (
        <RowActionButton key={action.label} {...action} />
      ))}
    </Group>
  );
}

type Target = Pick<RowAction, 'to' | 'onClick'>;

/** 'Editar' {name}: a link to the edit page or an action that opens the edit dialog. */
export const editAction = (name: string, target: Target): RowAction => ({
  label: 'Editar', ariaLabel: `Editar ${name}`, icon: IconPencil, ...target,
});

/** 'Eliminar' {name} in red; the action is expected to ask first (see confirmDelete). */
export const deleteAction = (name: string, onClick: RowAction['onClick']): RowAction => ({
  label: 'Eliminar', ariaLabel: `Eliminar ${name}`, icon: IconTrash, color: 'red', onClick,
});

interface ConfirmedDelete {
  question: string;
  success: string;
  /** Deletes the row and refreshes what shows it. */
  remove(): Promise<unknown>;
  /** Shown under the question; the row's name unless given. */
  subject?: string;
  /** The 'Cancelado' notice's text, when the dialog is not about a user. */
  cancelMessage?: string;
}

/** 'Eliminar' {name}, asking first (see confirmDelete) and then removing the row. */
export const confirmedDeleteAction = (name: string, { question, success, remove, subject = name, cancelMessage }: ConfirmedDelete) =>
  deleteAction(name, () => confirmDelete({ question, subject, success, cancelMessage, onConfirm: remove }));

/** 'Ver' {what}: opens the row's detail. */
export const viewAction = (what: string, onClick: RowAction['onClick']): RowAction => ({
  label: 'Ver', ariaLabel: `Ver ${what}`, icon: IconEye, onClick,
});
