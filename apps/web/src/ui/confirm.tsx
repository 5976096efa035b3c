import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '../app/api';
import { notifyCancelled, notifyError, notifySuccess } from './notices';

interface ConfirmDeleteOptions<R> {
  /** The question, e.g. '¿Estás seguro de que quieres eliminar este Usuario ?' */
  question: string;
  /** What is deleted, shown under the question so nobody deletes the wrong row. */
  subject?: string;
  /** The notice once deleted; a function of what `onConfirm` answered, e.g. to say how many were. */
  success: string | ((result: R) => string);
  cancelMessage?: string;
  onConfirm(): Promise<R>;
}

/** Asks before deleting; reports 'Cancelado' on cancel, 'Hecho!' on success and the server's reason on failure. */
export function confirmDelete<R = unknown>({ question, subject, success, cancelMessage, onConfirm }: ConfirmDeleteOptions<R>): void {
  modals.openConfirmModal({
    title: 'Confirmar eliminación',
    centered: true,
    children: (
      <>
        <Text size="sm">{question}</Text>
        {subject && (
          <Text size="sm" fw={600} mt="xs">
            {subject}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          Esta acción no se puede deshacer.
        </Text>
      </>
    ),
    labels: { confirm: 'Sí, eliminar', cancel: 'Cancelar' },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
    onCancel: () => notifyCancelled(cancelMessage),
    onConfirm: () => {
      onConfirm().then((result) => notifySuccess(typeof success === 'function' ? success(result) : success), notifyError);
    },
  });
}

interface ConfirmWithReasonOptions<R> {
  title: string;
  /** What is about to happen, e.g. '¿Suprimir los datos personales de este contacto?' */
  question: string;
  /** Who or what it happens to, shown under the question. */
  subject?: string;
  /** What the action does, before the reminder that it cannot be undone. */
  warning?: string;
  /** The label of the reason's field ('Motivo'). */
  reasonLabel: string;
  /** Shown when the reason is missing or too short; the server says the same. */
  reasonRequired: string;
  confirmLabel: string;
  success: string | ((result: R) => string);
  cancelMessage?: string;
  onConfirm(reason: string): Promise<R>;
}

const MIN_REASON_LENGTH = 3;

/**
 * Asks before an action that cannot be undone and needs a reason written down (a suppression): the reason is
 * required, the dialog stays open until the server accepts it, and its answer is reported as confirmDelete does.
 */
export function confirmWithReason<R = unknown>(options: ConfirmWithReasonOptions<R>): void {
  const id = `confirmar-${Math.random().toString(36).slice(2)}`;
  modals.open({
    modalId: id,
    title: options.title,
    centered: true,
    children: <ReasonForm options={options} close={(cancelled) => {
      modals.close(id);
      if (cancelled) notifyCancelled(options.cancelMessage);
    }} />,
  });
}

function ReasonForm<R>({ options, close }: { options: ConfirmWithReasonOptions<R>; close(cancelled: boolean): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON_LENGTH) {
      setError(options.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await options.onConfirm(reason.trim());
      close(false);
      notifySuccess(typeof options.success === 'function' ? options.success(result) : options.success);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      if (fields.motivo) setError(fields.motivo.join(' '));
      else {
        close(false);
        notifyError(failure);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Text size="sm">{options.question}</Text>
        {options.subject && <Text size="sm" fw={600}>{options.subject}</Text>}
        {options.warning && <Text size="sm">{options.warning}</Text>}
        <Text size="sm" fw={600} c="red">Esta acción no se puede deshacer.</Text>
        <Textarea label={options.reasonLabel} withAsterisk autosize minRows={2} maxRows={5} maxLength={500} data-autofocus
          value={reason} error={error} onChange={(event) => { setReason(event.currentTarget.value); setError(null); }} />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close(true)} disabled={busy}>Cancelar</Button>
        <Button type="submit" color="red" loading={busy} data-testid="confirm-reason">{options.confirmLabel}</Button>
      </Group>
    </form>
  );
}
