import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Badge, Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TaskRead } from '@atiende/shared';
import { dropIndex } from './board-moves';
import type { CardDrag } from './TaskCard';

/** A column of a board view: a flow's id, or a contact's (null is 'Sin contacto'). */
export type ColumnKey = number | null;

/** Where a dragged card would land: its column and its place among that column's other cards. */
interface DropTarget {
  column: ColumnKey;
  index: number;
}

/**
 * Native drag and drop of task cards between and within columns: cards are `draggable`; hovering over a
 * card's upper or lower half places the drop before or after it, hovering a column's free space at its end.
 * `onMove` gets the task, the column it left, the column it enters and its place there (from 0).
 */
export function useCardDrag(onMove: (taskId: number, from: ColumnKey, to: ColumnKey, index: number) => void) {
  const dragging = useRef<{ taskId: number; from: ColumnKey } | null>(null);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);

  const clear = () => {
    dragging.current = null;
    setDraggingId(null);
    setTarget(null);
  };

  const card = (task: TaskRead, column: ColumnKey, columnIds: number[], enabled: boolean): CardDrag => ({
    draggable: enabled,
    dragging: draggingId === task.id,
    onDragStart(event) {
      dragging.current = { taskId: task.id, from: column };
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(task.id));
      setDraggingId(task.id);
    },
    onDragEnd: clear,
    onDragEnter(event) {
      if (dragging.current) event.preventDefault();
    },
    onDragOver(event) {
      const moving = dragging.current;
      if (!moving) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      const box = event.currentTarget.getBoundingClientRect();
      const after = event.clientY > box.top + box.height / 2;
      const index = dropIndex(columnIds, moving.taskId, task.id, after);
      setTarget((current) => (current?.column === column && current.index === index ? current : { column, index }));
    },
  });

  const area = (column: ColumnKey, columnIds: number[]) => ({
    /** Accepting the drag on entering, as well as while over, marks the column as a drop target. */
    onDragEnter(event: DragEvent<HTMLElement>) {
      if (dragging.current) event.preventDefault();
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      const moving = dragging.current;
      if (!moving) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setTarget((current) => (current?.column === column ? current : { column, index: dropIndex(columnIds, moving.taskId, null, false) }));
    },
    onDrop(event: DragEvent<HTMLElement>) {
      const moving = dragging.current;
      if (!moving) return;
      event.preventDefault();
      const index = target?.column === column ? target.index : dropIndex(columnIds, moving.taskId, null, false);
      clear();
      onMove(moving.taskId, moving.from, column, index);
    },
    /** The place among the shown cards where the drop line is drawn, or null. */
    lineAt: target?.column === column && draggingId !== null ? target.index : null,
  });

  return { card, area, movingId: draggingId };
}

interface BoardColumnProps {
  headingId: string;
  title: string;
  count: number;
  actions?: ReactNode;
  /** The column's cards in order (all of them, also those a filter hides), the moving one included. */
  allIds: number[];
  /** The cards shown. */
  tasks: TaskRead[];
  area: ReturnType<ReturnType<typeof useCardDrag>['area']>;
  movingId: number | null;
  renderCard(task: TaskRead): ReactNode;
  footer?: ReactNode;
}

const DropLine = () => <Box h={4} bg="blue.6" style={{ borderRadius: 2 }} data-testid="drop-line" aria-hidden />;

/** One column: its heading (an h2) with count and actions, its cards, and where a dragged card would land. */
export function BoardColumn({ headingId, title, count, actions, allIds, tasks, area, movingId, renderCard, footer }: BoardColumnProps) {
  // The drop place counts the column's other cards; draw the line before the shown card that is there.
  const others = allIds.filter((id) => id !== movingId);
  const lineBefore = area.lineAt === null ? null : others[area.lineAt] ?? 'end';
  return (
    <Paper
      component="section" aria-labelledby={headingId} withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)"
      w={290} miw={290} data-testid="board-column" onDragEnter={area.onDragEnter} onDragOver={area.onDragOver} onDrop={area.onDrop}
      style={{ alignSelf: 'stretch', display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>{title}</Title>
          <Badge size="sm" variant="default" radius="sm">{count}<VisuallyHidden> tareas</VisuallyHidden></Badge>
        </Group>
        {actions && <Group gap={2} wrap="nowrap">{actions}</Group>}
      </Group>
      <Stack gap="xs" style={{ flex: 1, minHeight: 60 }}>
        {tasks.map((task) => (
          <Stack key={task.id} gap="xs">
            {lineBefore === task.id && <DropLine />}
            {renderCard(task)}
          </Stack>
        ))}
        {lineBefore !== null && !tasks.some((task) => task.id === lineBefore) && <DropLine />}
        {tasks.length === 0 && lineBefore === null && <Text size="xs" c="dimmed" ta="center" py="sm">Sin tareas</Text>}
      </Stack>
      {footer}
    </Paper>
  );
}
