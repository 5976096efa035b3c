import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon, Anchor, Button, Group, Menu, Paper, SegmentedControl, Select, Skeleton, Table, Text, TextInput, Tooltip, VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconDots, IconLayoutColumns, IconList, IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import {
  PERMISSIONS, TASK_DUE_FILTERS, TASK_DUE_FILTER_LABELS, TASK_MSG, TaskCreate, FlowUpdate, matchesDueFilter,
  type ContactTasks, type FlowRead, type TaskBoard, type TaskDueFilter, type TaskRead,
} from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { ContactAvatar } from '../../ui/ContactAvatar';
import { schemaValidator } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { notifyErrorMessage } from '../../ui/notices';
import { BoardColumn, useCardDrag, type ColumnKey } from './BoardColumn';
import { contactsAfterDrag, moveOnBoard, orderOf, placeOnBoard, regroupByContact } from './board-moves';
import { DueDateFields, dueText, type DueParts } from './DueDateFields';
import { DeadlineBadge, TaskCard } from './TaskCard';
import { TaskPanel } from './TaskPanel';
import { confirmDeletion } from './task-confirm';
import {
  boardKey, byContactKey, createFlow, createTask, deleteFlow, deleteTask, renameFlow, updateTask, useBoard, useRefreshBoard, useTasksByContact,
} from './tasks.api';

type View = 'flows' | 'contacts' | 'list';

const VIEW_OPTIONS = [
  { value: 'flows', label: <Group gap={4} wrap="nowrap"><IconLayoutColumns size={14} />Por flujo</Group> },
  { value: 'contacts', label: <Group gap={4} wrap="nowrap"><IconUsers size={14} />Por contacto</Group> },
  { value: 'list', label: <Group gap={4} wrap="nowrap"><IconList size={14} />Lista</Group> },
];

/** The time, refreshed every minute, so deadline colours and the due filters follow the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** /tasks/{id}: a project's board by flow, by contact or as a list, with the due filter and the task panel. */
export function TaskBoardPage() {
  const projectId = Number(useParams().id);
  const me = useMe();
  const canWork = hasPermission(me, PERMISSIONS.tasksManage);
  const { data: board, isPending, isError } = useBoard(projectId);
  const [view, setView] = useState<View>('flows');
  const [filter, setFilter] = useState<TaskDueFilter>('all');
  const [openTask, setOpenTask] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const now = useNow();
  const refresh = useRefreshBoard();

  if (isPending) return <><PageHeader title="Tablero de tareas" /><Skeleton height={320} radius="md" /></>;
  if (isError || !board) {
    return (
      <>
        <PageHeader title="Tablero de tareas" />
        <Text>{TASK_MSG.projectNotFound} <Anchor component={Link} to="/project">Volver a Proyectos</Anchor></Text>
      </>
    );
  }

  const shown = (tasks: TaskRead[]) => tasks.filter((task) => matchesDueFilter(task.dueDate, filter, now));
  const removeTask = (task: { id: number; title: string }) => confirmDeletion({
    subject: task.title,
    successTitle: TASK_MSG.taskDeletedTitle, success: TASK_MSG.taskDeleted, failure: TASK_MSG.taskDeleteFailed,
    remove: async () => {
      try {
        await deleteTask(task.id);
        if (openTask === task.id) setOpenTask(null);
      } finally {
        await refresh();
      }
    },
  });
  const complete = async (task: TaskRead, value: boolean) => {
    try {
      await updateTask(task.id, { complete: value });
    } catch {
      notifyErrorMessage(TASK_MSG.updateFailed, TASK_MSG.errorTitle);
    }
    await refresh();
  };

  return (
    <>
      <PageHeader
        title={board.project.name}
        description={board.project.descriptions || TASK_MSG.noDescription}
        actions={<Button component={Link} to="/project" variant="default" leftSection={<IconArrowLeft size={16} />}>Proyectos</Button>}
      />
      <Group justify="space-between" mb="md" wrap="wrap" align="flex-end">
        <Select
          label="Filtrar tareas" w={220} allowDeselect={false} value={filter}
          data={TASK_DUE_FILTERS.map((value) => ({ value, label: TASK_DUE_FILTER_LABELS[value] }))}
          onChange={(value) => setFilter((value as TaskDueFilter | null) ?? 'all')}
        />
        <SegmentedControl aria-label="Vista" value={view} onChange={(value) => setView(value as View)} data={VIEW_OPTIONS} />
      </Group>
      <VisuallyHidden role="status" aria-live="polite">{announcement}</VisuallyHidden>
      {view === 'flows' && (
        <FlowsView board={board} canWork={canWork} now={now} shown={shown} onOpen={setOpenTask} onComplete={complete}
          onDelete={removeTask} announce={setAnnouncement} />
      )}
      {view === 'contacts' && (
        <ContactsView projectId={board.project.id} canWork={canWork} now={now} shown={shown} onOpen={setOpenTask}
          onComplete={complete} onDelete={removeTask} announce={setAnnouncement} />
      )}
      {view === 'list' && <ListView board={board} now={now} shown={shown} onOpen={setOpenTask} />}
      <TaskPanel taskId={openTask} contacts={board.contacts} canWork={canWork} now={now}
        onClose={() => setOpenTask(null)} onDelete={removeTask} />
    </>
  );
}

interface ViewProps {
  canWork: boolean;
  now: Date;
  shown(tasks: TaskRead[]): TaskRead[];
  onOpen(taskId: number): void;
  onComplete(task: TaskRead, complete: boolean): void;
  onDelete(task: TaskRead): void;
  announce(text: string): void;
}

/** The columns side by side, scrolling sideways when they do not fit. */
function Columns({ children }: { children: React.ReactNode }) {
  return (
    <Group align="stretch" wrap="nowrap" gap="md" pb="md" style={{ overflowX: 'auto' }} data-testid="board">
      {children}
    </Group>
  );
}

function FlowsView({ board, canWork, now, shown, onOpen, onComplete, onDelete, announce }: ViewProps & { board: TaskBoard }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBoard();
  const projectId = board.project.id;
  const [adding, setAdding] = useState<FlowRead | null>(null);
  const [renaming, setRenaming] = useState<FlowRead | null>(null);

  /** Optimistic: the board moves at once, and goes back with an error notice if the server refuses. */
  const move = async (taskId: number, flowId: number, index: number) => {
    const key = boardKey(projectId);
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<TaskBoard>(key);
    if (!before) return;
    const place = placeOnBoard(before, taskId);
    if (!place || (place.column === flowId && place.index === index)) return;
    const after = moveOnBoard(before, taskId, flowId, index);
    queryClient.setQueryData(key, after);
    const task = before.flow.flatMap((f) => f.tasks).find((t) => t.id === taskId)!;
    const flow = after.flow.find((f) => f.id === flowId)!;
    try {
      await updateTask(taskId, { order: orderOf(index), flow: flowId });
      announce(`Tarea ${task.title} movida a ${flow.title}, posición ${orderOf(index)}.`);
    } catch {
      queryClient.setQueryData(key, before);
      notifyErrorMessage(TASK_MSG.moveFailed, TASK_MSG.errorTitle);
    }
    await refresh();
  };
  const drag = useCardDrag((taskId, _from, to, index) => {
    if (to !== null) void move(taskId, to, index);
  });

  const addFlow = async () => {
    try {
      await createFlow(projectId);
    } catch {
      notifyErrorMessage(TASK_MSG.addFailed, TASK_MSG.errorTitle);
    }
    await refresh();
  };
  const removeFlow = (flow: FlowRead) => confirmDeletion({
    subject: flow.title,
    successTitle: TASK_MSG.flowDeletedTitle, success: TASK_MSG.flowDeleted, failure: TASK_MSG.flowDeleteFailed,
    remove: () => deleteFlow(flow.id).finally(refresh),
  });

  return (
    <>
      <Columns>
        {board.flow.map((flow) => {
          const ids = flow.tasks.map((task) => task.id);
          const area = drag.area(flow.id, ids);
          return (
            <BoardColumn
              key={flow.id} headingId={`flow-${flow.id}`} title={flow.title} count={flow.tasks.length} allIds={ids}
              tasks={shown(flow.tasks)} area={area} movingId={drag.movingId}
              actions={canWork && (
                <>
                  <Tooltip label="Agregar tarea">
                    <ActionIcon variant="subtle" aria-label={`Agregar tarea en ${flow.title}`} onClick={() => setAdding(flow)}>
                      <IconPlus size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Opciones del flujo ${flow.title}`}><IconDots size={16} /></ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(flow)}>Renombrar flujo</Menu.Item>
                      <Menu.Item leftSection={<IconTrash size={14} color="var(--mantine-color-red-filled)" />} onClick={() => removeFlow(flow)}>Eliminar flujo</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </>
              )}
              renderCard={(task) => {
                const index = ids.indexOf(task.id);
                return (
                  <TaskCard
                    task={task} now={now} canWork={canWork} onOpen={() => onOpen(task.id)}
                    onComplete={(value) => onComplete(task, value)} onDelete={() => onDelete(task)}
                    drag={drag.card(task, flow.id, ids, canWork)}
                    moves={{
                      targets: board.flow.filter((f) => f.id !== flow.id)
                        .map((f) => ({ key: String(f.id), label: f.title, onSelect: () => void move(task.id, f.id, f.tasks.length) })),
                      onUp: index > 0 ? () => void move(task.id, flow.id, index - 1) : undefined,
                      onDown: index < ids.length - 1 ? () => void move(task.id, flow.id, index + 1) : undefined,
                    }}
                  />
                );
              }}
            />
          );
        })}
        {canWork && (
          <Paper withBorder radius="md" p="sm" w={220} miw={220} style={{ borderStyle: 'dashed', alignSelf: 'flex-start' }}>
            <Button variant="subtle" fullWidth leftSection={<IconPlus size={16} />} onClick={addFlow}>Agregar Flujo</Button>
          </Paper>
        )}
      </Columns>
      <AddTaskModal flow={adding} onClose={() => setAdding(null)} />
      <RenameFlowModal flow={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}

interface NewTaskValues extends Record<string, unknown> {
  title: string;
  due: DueParts;
}

/** 'Agregar tarea' in a flow: the title (required, §5) and an optional due date. */
function AddTaskModal({ flow, onClose }: { flow: FlowRead | null; onClose(): void }) {
  const refresh = useRefreshBoard();
  const toPayload = (values: NewTaskValues) => ({ flow: flow?.id ?? 0, title: values.title, dueDate: dueText(values.due) });
  return (
    <ModalForm<NewTaskValues>
      opened={flow !== null} onClose={onClose} title={`Agregar tarea en ${flow?.title ?? ''}`}
      initialValues={{ title: '', due: { day: null, time: '' } }}
      validate={schemaValidator(TaskCreate, toPayload)}
      onSubmit={async (values) => {
        const payload = toPayload(values);
        await createTask(payload.flow, payload.title.trim(), payload.dueDate);
        await refresh();
      }}
      success="Se agregó la tarea."
      submitLabel="Agregar"
    >
      {(form) => (
        <>
          <TextInput label="Título" withAsterisk data-autofocus {...form.getInputProps('title')} />
          <DueDateFields value={form.values.due} onChange={(due) => form.setFieldValue('due', due)}
            error={form.errors.dueDate as string | undefined} />
        </>
      )}
    </ModalForm>
  );
}

function RenameFlowModal({ flow, onClose }: { flow: FlowRead | null; onClose(): void }) {
  const refresh = useRefreshBoard();
  return (
    <ModalForm<{ title: string }>
      opened={flow !== null} onClose={onClose} title="Renombrar flujo"
      initialValues={{ title: flow?.title ?? '' }}
      validate={schemaValidator(FlowUpdate)}
      onSubmit={async (values) => {
        await renameFlow(flow!.id, values.title.trim());
        await refresh();
      }}
      success="Se renombró el flujo."
    >
      {(form) => <TextInput label="Nombre del flujo" withAsterisk data-autofocus {...form.getInputProps('title')} />}
    </ModalForm>
  );
}

/** §2.8 by contact: one column per contact (and one for tasks without); moving a card there assigns that contact. */
function ContactsView({ projectId, canWork, now, shown, onOpen, onComplete, onDelete, announce }: ViewProps & { projectId: number }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBoard();
  const { data: columns, isPending } = useTasksByContact(projectId, true);

  const assign = async (taskId: number, from: ColumnKey, to: ColumnKey) => {
    const key = byContactKey(projectId);
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<ContactTasks[]>(key);
    const task = before?.flatMap((c) => c.tasks_by_project).find((t) => t.id === taskId);
    if (!before || !task || from === to) return;
    const contacts = contactsAfterDrag(task.contact, from, to);
    queryClient.setQueryData(key, regroupByContact(before, task, contacts));
    try {
      await updateTask(taskId, { contact: contacts });
      const name = before.find((c) => c.contact_id === to)?.contact_name ?? TASK_MSG.unassigned;
      announce(`Tarea ${task.title} asignada a ${name}.`);
    } catch {
      queryClient.setQueryData(key, before);
      notifyErrorMessage(TASK_MSG.moveFailed, TASK_MSG.errorTitle);
    }
    await refresh();
  };
  const drag = useCardDrag((taskId, from, to) => void assign(taskId, from, to));

  if (isPending || !columns) return <Skeleton height={240} radius="md" />;
  return (
    <Columns>
      {columns.map((column) => {
        const ids = column.tasks_by_project.map((task) => task.id);
        const key = column.contact_id ?? 'none';
        return (
          <BoardColumn
            key={key} headingId={`contact-${key}`} title={column.contact_name} count={column.tasks_by_project.length} allIds={ids}
            tasks={shown(column.tasks_by_project)} area={drag.area(column.contact_id, ids)} movingId={drag.movingId}
            renderCard={(task) => (
              <TaskCard
                task={task} now={now} canWork={canWork} onOpen={() => onOpen(task.id)}
                onComplete={(value) => onComplete(task, value)} onDelete={() => onDelete(task)}
                drag={drag.card(task, column.contact_id, ids, canWork)}
                moves={{
                  targets: columns.filter((c) => c.contact_id !== column.contact_id)
                    .map((c) => ({ key: String(c.contact_id), label: c.contact_name, onSelect: () => void assign(task.id, column.contact_id, c.contact_id) })),
                }}
              />
            )}
          />
        );
      })}
    </Columns>
  );
}

/** §2.8 list: Título, Fecha límite ('Sin fecha'), Estado, Flujo and the contacts' initials. */
function ListView({ board, now, shown, onOpen }: { board: TaskBoard; now: Date; shown(tasks: TaskRead[]): TaskRead[]; onOpen(id: number): void }) {
  const tasks = shown(board.flow.flatMap((flow) => flow.tasks));
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="task-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Título</Table.Th>
              <Table.Th>Fecha límite</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Flujo</Table.Th>
              <Table.Th>Contactos</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((task) => (
              <Table.Tr key={task.id}>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(task.id)}>{task.title}</Anchor>
                </Table.Td>
                <Table.Td><DeadlineBadge dueDate={task.dueDate} complete={task.complete} now={now} /></Table.Td>
                <Table.Td>{task.status}</Table.Td>
                <Table.Td>{task.flowTitle}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {task.contacts.map((contact) => <ContactAvatar key={contact.id} id={contact.id} name={contact.name} size={26} />)}
                    {task.contacts.length > 0 && <VisuallyHidden>{task.contacts.map((c) => c.name).join(', ')}</VisuallyHidden>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tasks.length === 0 && <Text ta="center" c="dimmed" py="xl">No se encontraron resultados</Text>}
    </Paper>
  );
}
