import { useState, type FormEvent } from 'react';
import {
  Button, Checkbox, Chip, Divider, Drawer, Group, Modal, MultiSelect, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Textarea, Title,
} from '@mantine/core';
import { IconCalendar, IconMessagePlus, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import {
  TASK_LABELS, TASK_MSG, dueDateParts, type CommentRead, type NamedRef, type StepRead, type TaskDetail, type TaskLabel,
} from '@atiende/shared';
import { notifyErrorMessage } from '../../ui/notices';
import { DueDateFields, dueText, type DueParts } from './DueDateFields';
import { ContactAvatars, DeadlineBadge } from './TaskCard';
import { commentStep, commentTask, createStep, updateStep, updateTask, useRefreshBoard, useTask, type TaskChange } from './tasks.api';

interface TaskPanelProps {
  taskId: number | null;
  /** The contacts the board offers for assigning. */
  contacts: NamedRef[];
  canWork: boolean;
  now: Date;
  onClose(): void;
  onDelete(task: TaskDetail): void;
}

/** §2.8: the side panel of a task: status, labels, due date, contacts, steps (with due dates and comments) and comments. */
export function TaskPanel({ taskId, contacts, canWork, now, onClose, onDelete }: TaskPanelProps) {
  const { data: task, isPending } = useTask(taskId);
  return (
    <Drawer opened={taskId !== null} onClose={onClose} position="right" size="lg" title={task?.title ?? 'Tarea'}>
      {taskId !== null && (isPending || !task
        ? <Skeleton height={240} />
        : <PanelBody key={task.id} task={task} contacts={contacts} canWork={canWork} now={now} onDelete={() => onDelete(task)} />)}
    </Drawer>
  );
}

function PanelBody({ task, contacts, canWork, now, onDelete }: { task: TaskDetail; contacts: NamedRef[]; canWork: boolean; now: Date; onDelete(): void }) {
  const refresh = useRefreshBoard();
  const [due, setDue] = useState<DueParts>(() => dueDateParts(task.dueDate));
  const [assigning, setAssigning] = useState(false);

  /** Sends a change; on failure says so with the spec's text for it. */
  const change = async (body: TaskChange, failure: string) => {
    try {
      await updateTask(task.id, body);
    } catch {
      notifyErrorMessage(failure, TASK_MSG.errorTitle);
    }
    await refresh();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="task-status-label">Estado</Text>
          <SegmentedControl
            aria-labelledby="task-status-label" disabled={!canWork} value={task.complete ? 'Completado' : 'Pendiente'}
            data={['Pendiente', 'Completado']}
            onChange={(value) => change({ complete: value === 'Completado' }, TASK_MSG.updateFailed)}
          />
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="xs" c="dimmed">Flujo: {task.flowTitle}</Text>
          <DeadlineBadge dueDate={task.dueDate} complete={task.complete} now={now} />
        </Stack>
      </Group>

      <Chip.Group multiple value={task.labels} onChange={(labels) => change({ labels: labels as TaskLabel[] }, TASK_MSG.labelsFailed)}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>Etiquetas</Text>
          <Group gap="xs">
            {TASK_LABELS.map((label) => <Chip key={label} value={label} size="sm" disabled={!canWork}>{label}</Chip>)}
          </Group>
        </Stack>
      </Chip.Group>

      <Stack gap="xs">
        <DueDateFields value={due} onChange={setDue} />
        {canWork && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" leftSection={<IconCalendar size={14} />}
              onClick={() => change({ dueDate: dueText(due) }, TASK_MSG.dateFailed)}>
              Guardar fecha
            </Button>
          </Group>
        )}
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={500}>Contactos</Text>
          {canWork && (
            <Button size="xs" variant="light" leftSection={<IconUsers size={14} />} onClick={() => setAssigning(true)}>Asignar contactos</Button>
          )}
        </Group>
        {task.contacts.length === 0
          ? <Text size="sm" c="dimmed">{TASK_MSG.unassigned}</Text>
          : (
            <Group gap="sm">
              <ContactAvatars contacts={task.contacts} />
              <Text size="sm">{task.contacts.map((c) => c.name).join(', ')}</Text>
            </Group>
          )}
      </Stack>
      <AssignContactsModal
        opened={assigning} onClose={() => setAssigning(false)} task={task} contacts={contacts}
        onSave={(ids) => change({ contact: ids }, TASK_MSG.updateFailed)}
      />

      <Divider />
      <StepsSection task={task} canWork={canWork} now={now} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">Comentarios</Title>
        <Comments comments={task.comments} />
        {canWork && (
          <CommentBox label="Nuevo comentario" onSend={(text) => commentTask(task.id, text)} onSent={refresh} />
        )}
      </Stack>
      {canWork && (
        <>
          <Divider />
          <Group justify="flex-end">
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>Eliminar tarea</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** §2.8: the assign-contacts dialog needs at least one contact. */
function AssignContactsModal({ opened, ...form }: {
  opened: boolean; onClose(): void; task: TaskDetail; contacts: NamedRef[]; onSave(ids: number[]): Promise<void>;
}) {
  return (
    <Modal opened={opened} onClose={form.onClose} title="Asignar contactos" centered>
      <AssignContactsForm {...form} />
    </Modal>
  );
}

/** Mounted with each opening, so it starts from the task's contacts as they are then. */
function AssignContactsForm({ onClose, task, contacts, onSave }: {
  onClose(): void; task: TaskDetail; contacts: NamedRef[]; onSave(ids: number[]): Promise<void>;
}) {
  const [chosen, setChosen] = useState<string[]>(() => task.contact.map(String));
  const [error, setError] = useState<string | null>(null);
  // The task's contacts stay choosable even when they are not among the board's.
  const options = [...new Map([...contacts, ...task.contacts].map((c) => [c.id, { value: String(c.id), label: c.name }])).values()];
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(TASK_MSG.assignNeedsOne);
      return;
    }
    await onSave(chosen.map(Number));
    onClose();
  };
  return (
    <form onSubmit={save} noValidate>
      <MultiSelect
        label="Contactos" data={options} value={chosen} searchable clearable data-autofocus error={error}
        nothingFoundMessage="No se encontraron resultados"
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>Cancelar</Button>
        <Button type="submit">Guardar</Button>
      </Group>
    </form>
  );
}

function Comments({ comments }: { comments: CommentRead[] }) {
  if (comments.length === 0) return <Text size="sm" c="dimmed">Sin comentarios</Text>;
  return (
    <Stack gap={6}>
      {comments.map((comment) => (
        <Paper key={comment.id} withBorder p="xs" radius="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{comment.text}</Text>
          <Text size="xs" c="dimmed">{comment.created_by ?? 'Sistema'} · {new Date(comment.created_date).toLocaleString('es-CO', { timeZone: 'America/Bogota' })}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** A comment box: blank comments are ignored (§5); a failure says 'Error al agregar el comentario'. */
function CommentBox({ label, onSend, onSent }: { label: string; onSend(text: string): Promise<unknown>; onSent(): Promise<void> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
      await onSent();
    } catch {
      notifyErrorMessage(TASK_MSG.commentFailed, TASK_MSG.errorTitle);
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={send}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea label={label} autosize minRows={1} maxRows={4} value={text} style={{ flex: 1 }}
          onChange={(event) => setText(event.currentTarget.value)} />
        <Button type="submit" loading={sending} leftSection={<IconMessagePlus size={14} />}>Comentar</Button>
      </Group>
    </form>
  );
}

function StepsSection({ task, canWork, now }: { task: TaskDetail; canWork: boolean; now: Date }) {
  const refresh = useRefreshBoard();
  const [title, setTitle] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      await createStep(task.id, title.trim(), task.steps.length + 1);
      setTitle('');
    } catch {
      notifyErrorMessage(TASK_MSG.stepAddFailed, TASK_MSG.errorTitle);
    }
    await refresh();
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">Pasos ({task.steps.filter((s) => s.complete).length}/{task.steps.length})</Title>
      {task.steps.length === 0 && <Text size="sm" c="dimmed">Sin pasos</Text>}
      {task.steps.map((step) => <StepItem key={step.id} step={step} canWork={canWork} now={now} />)}
      {canWork && (
        <form onSubmit={add}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput label="Nuevo paso" value={title} style={{ flex: 1 }} onChange={(event) => setTitle(event.currentTarget.value)} />
            <Button type="submit" variant="light" leftSection={<IconPlus size={14} />}>Agregar paso</Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

/** A step: complete it (a call), give it a due date, and read or add its comments. */
function StepItem({ step, canWork, now }: { step: StepRead; canWork: boolean; now: Date }) {
  const refresh = useRefreshBoard();
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState<DueParts>(() => dueDateParts(step.dueDate));
  const change = async (body: { complete?: boolean; dueDate?: string | null }, failure: string) => {
    try {
      await updateStep(step.id, body);
    } catch {
      notifyErrorMessage(failure, TASK_MSG.errorTitle);
    }
    await refresh();
  };
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="task-step">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox label={step.title} checked={step.complete} disabled={!canWork}
          onChange={(event) => change({ complete: event.currentTarget.checked }, TASK_MSG.stepFailed)} />
        <Group gap={6} wrap="nowrap">
          <DeadlineBadge dueDate={step.dueDate} complete={step.complete} now={now} />
          <Button size="compact-xs" variant="subtle" aria-expanded={open} onClick={() => setOpen((value) => !value)}
            aria-label={`Detalles (${step.comments.length}) del paso ${step.title}`}>
            Detalles ({step.comments.length})
          </Button>
        </Group>
      </Group>
      {open && (
        <Stack gap="xs" mt="xs">
          {canWork && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <div style={{ flex: 1 }}><DueDateFields label="Fecha límite del paso" value={due} onChange={setDue} /></div>
              <Button size="xs" variant="light" onClick={() => change({ dueDate: dueText(due) }, TASK_MSG.dateFailed)}>Guardar fecha</Button>
            </Group>
          )}
          <Comments comments={step.comments} />
          {canWork && <CommentBox label={`Comentario del paso ${step.title}`} onSend={(text) => commentStep(step.id, text)} onSent={refresh} />}
        </Stack>
      )}
    </Paper>
  );
}
