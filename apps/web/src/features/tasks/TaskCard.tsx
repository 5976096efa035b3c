import type { DragEvent } from 'react';
import { ActionIcon, Avatar, Badge, Checkbox, Group, Menu, Paper, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowRight, IconArrowUp, IconDots, IconListCheck, IconMessage, IconTrash } from '@tabler/icons-react';
import {
  DEADLINE_COLORS, DEADLINE_LABELS, TASK_LABEL_COLORS, TASK_MSG, deadlineClass, formatDueDate,
  type NamedRef, type TaskRead,
} from '@atiende/shared';
import { ContactAvatar } from '../../ui/ContactAvatar';
import { splitAvatars } from './task-format';

/** The due date on its deadline colour (§4), with the class said in words; a finished task's date is grey. */
export function DeadlineBadge({ dueDate, complete, now }: { dueDate: string | null; complete: boolean; now: Date }) {
  if (!dueDate) return <Text size="xs" c="dimmed" data-deadline="neutral">{TASK_MSG.noDate}</Text>;
  const kind = complete ? 'neutral' : deadlineClass(dueDate, now);
  return (
    <Badge color={DEADLINE_COLORS[kind]} variant="light" size="sm" radius="sm" data-deadline={kind} title={DEADLINE_LABELS[kind]}
      style={{ textTransform: 'none' }}>
      {formatDueDate(dueDate)}
      {kind !== 'neutral' && <VisuallyHidden> · {DEADLINE_LABELS[kind]}</VisuallyHidden>}
    </Badge>
  );
}

/** At most five contact avatars, then '+N' (§2.8); the names are read out and shown on hover. */
export function ContactAvatars({ contacts, size = 26 }: { contacts: NamedRef[]; size?: number }) {
  if (contacts.length === 0) return null;
  const { shown, more } = splitAvatars(contacts);
  const names = contacts.map((c) => c.name).join(', ');
  return (
    <Tooltip label={names} multiline maw={280} withinPortal>
      <Group gap={0} wrap="nowrap" data-testid="task-avatars">
        <Avatar.Group spacing={6}>
          {shown.map((contact) => <ContactAvatar key={contact.id} id={contact.id} name={contact.name} size={size} />)}
          {more > 0 && <Avatar size={size} radius="xl" color="gray" variant="filled" aria-hidden>+{more}</Avatar>}
        </Avatar.Group>
        <VisuallyHidden>Contactos: {names}</VisuallyHidden>
      </Group>
    </Tooltip>
  );
}

export function LabelBadges({ labels }: { labels: TaskRead['labels'] }) {
  if (labels.length === 0) return null;
  return (
    <Group gap={4}>
      {labels.map((label) => (
        <Badge key={label} color={TASK_LABEL_COLORS[label]} variant="light" size="xs" radius="sm">{label}</Badge>
      ))}
    </Group>
  );
}

/** Where the card's menu can move it without dragging: other columns, and up or down its own. */
export interface CardMoves {
  targets: { key: string; label: string; onSelect(): void }[];
  onUp?(): void;
  onDown?(): void;
}

export interface CardDrag {
  draggable: boolean;
  dragging: boolean;
  onDragStart(event: DragEvent<HTMLDivElement>): void;
  onDragEnd(): void;
  onDragEnter(event: DragEvent<HTMLDivElement>): void;
  onDragOver(event: DragEvent<HTMLDivElement>): void;
}

interface TaskCardProps {
  task: TaskRead;
  now: Date;
  canWork: boolean;
  onOpen(): void;
  onComplete(complete: boolean): void;
  onDelete(): void;
  moves: CardMoves;
  drag: CardDrag;
}

/** A task on the board: drag it, or use its menu ('Mover a…') from the keyboard; click it for its steps and comments. */
export function TaskCard({ task, now, canWork, onOpen, onComplete, onDelete, moves, drag }: TaskCardProps) {
  return (
    <Paper
      withBorder radius="md" p="sm" shadow="xs" data-testid="task-card" data-task-id={task.id}
      draggable={drag.draggable} onDragStart={drag.onDragStart} onDragEnd={drag.onDragEnd} onDragEnter={drag.onDragEnter}
      onDragOver={drag.onDragOver}
      style={{ cursor: drag.draggable ? 'grab' : undefined, opacity: drag.dragging ? 0.45 : 1 }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Checkbox
          aria-label={`Completar ${task.title}`} checked={task.complete} disabled={!canWork} mt={2} size="sm"
          onChange={(event) => onComplete(event.currentTarget.checked)}
        />
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} td={task.complete ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>{task.title}</Text>
        </UnstyledButton>
        {canWork && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Opciones de ${task.title}`}><IconDots size={16} /></ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {moves.targets.length > 0 && <Menu.Label>Mover a…</Menu.Label>}
              {moves.targets.map((target) => (
                <Menu.Item key={target.key} leftSection={<IconArrowRight size={14} />} onClick={target.onSelect}>{target.label}</Menu.Item>
              ))}
              {moves.onUp && <Menu.Item leftSection={<IconArrowUp size={14} />} onClick={moves.onUp}>Subir</Menu.Item>}
              {moves.onDown && <Menu.Item leftSection={<IconArrowDown size={14} />} onClick={moves.onDown}>Bajar</Menu.Item>}
              {(moves.targets.length > 0 || moves.onUp || moves.onDown) && <Menu.Divider />}
              <Menu.Item leftSection={<IconTrash size={14} color="var(--mantine-color-red-filled)" />} onClick={onDelete}>Eliminar tarea</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <LabelBadges labels={task.labels} />
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <DeadlineBadge dueDate={task.dueDate} complete={task.complete} now={now} />
        <Group gap={8} wrap="nowrap">
          {task.steps_total > 0 && (
            <Group gap={2} wrap="nowrap">
              <IconListCheck size={14} aria-hidden />
              <Text size="xs" c="dimmed"><VisuallyHidden>Pasos: </VisuallyHidden>{task.steps_done}/{task.steps_total}</Text>
            </Group>
          )}
          {task.comments_count > 0 && (
            <Group gap={2} wrap="nowrap">
              <IconMessage size={14} aria-hidden />
              <Text size="xs" c="dimmed"><VisuallyHidden>Comentarios: </VisuallyHidden>{task.comments_count}</Text>
            </Group>
          )}
        </Group>
      </Group>
      {task.contacts.length > 0 && <Group mt="xs"><ContactAvatars contacts={task.contacts} /></Group>}
    </Paper>
  );
}
