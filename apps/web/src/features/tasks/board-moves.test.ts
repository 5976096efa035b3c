import { describe, expect, it } from 'vitest';
import type { ContactTasks, TaskBoard, TaskRead } from '@atiende/shared';
import { contactsAfterDrag, dropIndex, moveOnBoard, placeOnBoard, regroupByContact } from './board-moves';

function task(id: number, flow: number, order: number, contact: number[] = []): TaskRead {
  return {
    id, title: `T${id}`, dueDate: null, status: 'Pendiente', order, flow, flowTitle: `F${flow}`, project: 1,
    contact, contacts: contact.map((c) => ({ id: c, name: `C${c}` })), complete: false, labels: [], steps_total: 0, steps_done: 0,
    comments_count: 0, created_by: null, created_date: '2026-11-26T12:00:00.000Z',
  };
}

const board: TaskBoard = {
  project: { id: 1, name: 'P', descriptions: 'D' },
  flow: [
    { id: 10, title: 'Por hacer', project: 1, order: 1, tasks: [task(1, 10, 1), task(2, 10, 2), task(3, 10, 3)] },
    { id: 20, title: 'Hecho', project: 1, order: 2, tasks: [task(4, 20, 1)] },
  ],
  contacts: [],
  group_contact: [],
};

const shape = (b: TaskBoard) => b.flow.map((f) => f.tasks.map((t) => [t.id, t.order, t.flow]));

describe('moving cards on the board', () => {
  it('lands before the card dropped on, after it on its lower half, at the end on the column', () => {
    expect(dropIndex([1, 2, 3], 1, 3, false)).toBe(1);
    expect(dropIndex([1, 2, 3], 1, 3, true)).toBe(2);
    expect(dropIndex([1, 2, 3], 3, 1, false)).toBe(0);
    expect(dropIndex([4], 1, null, false)).toBe(1);
    expect(dropIndex([1, 2, 3], 2, 2, true)).toBe(1);
  });

  it('renumbers both columns from 1, as the server does', () => {
    expect(shape(moveOnBoard(board, 1, 20, 0))).toEqual([[[2, 1, 10], [3, 2, 10]], [[1, 1, 20], [4, 2, 20]]]);
    expect(shape(moveOnBoard(board, 3, 10, 0))).toEqual([[[3, 1, 10], [1, 2, 10], [2, 3, 10]], [[4, 1, 20]]]);
    expect(shape(moveOnBoard(board, 4, 10, 99))).toEqual([[[1, 1, 10], [2, 2, 10], [3, 3, 10], [4, 4, 10]], []]);
    expect(moveOnBoard(board, 1, 20, 0).flow[1]!.tasks[0]!.flowTitle).toBe('Hecho');
    expect(placeOnBoard(board, 3)).toEqual({ column: 10, index: 2 });
    expect(placeOnBoard(board, 99)).toBeNull();
  });
});

describe('moving cards between contacts', () => {
  it('leaves the contact it was dragged from and joins the one it is dropped on', () => {
    expect(contactsAfterDrag([5, 6], 5, 7)).toEqual([6, 7]);
    expect(contactsAfterDrag([], null, 7)).toEqual([7]);
    expect(contactsAfterDrag([5, 7], 5, 7)).toEqual([7]);
    expect(contactsAfterDrag([5, 6], 5, null)).toEqual([]);
  });

  it('shows the task under each of its new contacts, or under Sin contacto', () => {
    const columns: ContactTasks[] = [
      { contact_id: null, contact_name: 'Sin contacto', tasks_by_project: [] },
      { contact_id: 5, contact_name: 'C5', tasks_by_project: [task(1, 10, 1, [5])] },
      { contact_id: 7, contact_name: 'C7', tasks_by_project: [] },
    ];
    const moved = regroupByContact(columns, task(1, 10, 1, [5]), [7]);
    expect(moved.map((c) => c.tasks_by_project.map((t) => t.id))).toEqual([[], [], [1]]);
    expect(moved[2]!.tasks_by_project[0]!.contacts).toEqual([{ id: 7, name: 'C7' }]);
    expect(regroupByContact(columns, task(1, 10, 1, [5]), []).map((c) => c.tasks_by_project.length)).toEqual([1, 0, 0]);
  });
});
