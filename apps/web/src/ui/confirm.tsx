import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
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
