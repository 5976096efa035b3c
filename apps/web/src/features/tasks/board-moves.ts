import type { ContactTasks, NamedRef, TaskBoard, TaskRead } from '@atiende/shared';

/** Where a task is: its column (a flow's id, or a contact's, null for 'Sin contacto') and its place in it from 0. */
export interface Place {
  column: number | null;
  index: number;
}

/**
 * The place, among the column's tasks other than the one moving, where a card dropped on `overId` lands:
 * before that card, or after it when dropped on its lower half; at the end when dropped on the column
 * itself (`overId` null).
 */
export function dropIndex(columnIds: number[], movingId: number, overId: number | null, after: boolean): number {
  const others = columnIds.filter((id) => id !== movingId);
  if (overId === null || overId === movingId) {
    const current = columnIds.indexOf(movingId);
    return overId === movingId && current >= 0 ? current : others.length;
  }
  const index = others.indexOf(overId);
  if (index < 0) return others.length;
  return after ? index + 1 : index;
}

/** The task's flow and index in it, or null when it is not on the board. */
export function placeOnBoard(board: TaskBoard, taskId: number): Place | null {
  for (const flow of board.flow) {
    const index = flow.tasks.findIndex((task) => task.id === taskId);
    if (index >= 0) return { column: flow.id, index };
  }
  return null;
}

/**
 * The board after moving a task to `index` (from 0, among the other tasks of the target flow) of `flowId`,
 * with both columns renumbered from 1, as the server will answer it.
 */
export function moveOnBoard(board: TaskBoard, taskId: number, flowId: number, index: number): TaskBoard {
  const moving = board.flow.flatMap((flow) => flow.tasks).find((task) => task.id === taskId);
  const target = board.flow.find((flow) => flow.id === flowId);
  if (!moving || !target) return board;
  const flow = board.flow.map((column) => {
    const others = column.tasks.filter((task) => task.id !== taskId);
    if (column.id === flowId) {
      const at = Math.max(0, Math.min(index, others.length));
      others.splice(at, 0, { ...moving, flow: flowId, flowTitle: column.title });
    }
    return { ...column, tasks: others.map((task, position) => ({ ...task, order: position + 1 })) };
  });
  return { ...board, flow };
}

/** The `order` the server is sent for a task placed at `index` (from 0) of its target column. */
export const orderOf = (index: number) => index + 1;

/**
 * The contacts of a task dragged in the by-contact view from column `from` to column `to` (null is 'Sin
 * contacto'): it leaves `from` and joins `to`; dropped on 'Sin contacto' it has none.
 */
export function contactsAfterDrag(current: number[], from: number | null, to: number | null): number[] {
  if (to === null) return [];
  const kept = current.filter((id) => id !== from);
  return kept.includes(to) ? kept : [...kept, to];
}

/** The by-contact columns once a task has these contacts: in each contact's column, or in 'Sin contacto'. */
export function regroupByContact(columns: ContactTasks[], task: TaskRead, contactIds: number[]): ContactTasks[] {
  const names = new Map<number, NamedRef>();
  for (const column of columns) if (column.contact_id !== null) names.set(column.contact_id, { id: column.contact_id, name: column.contact_name });
  const contacts = contactIds.map((id) => names.get(id)).filter((c): c is NamedRef => c !== undefined);
  const updated: TaskRead = { ...task, contact: contacts.map((c) => c.id), contacts };
  return columns.map((column) => {
    const others = column.tasks_by_project.filter((t) => t.id !== task.id);
    const belongs = column.contact_id === null ? contactIds.length === 0 : contactIds.includes(column.contact_id);
    return { ...column, tasks_by_project: belongs ? [...others, updated] : others };
  });
}
