import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { NOTICE_AUTO_CLOSE_MS, TASK_MSG } from '@atiende/shared';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';

interface ConfirmDeletion {
  /** What is deleted, shown under the warning so nobody deletes the wrong one. */
  subject: string;
  remove(): Promise<unknown>;
  successTitle: string;
  success: string;
  failure: string;
}

/**
 * §8.5: '¿Estás seguro?' / 'Esta acción no se puede deshacer.' with Eliminar and Cancelar; then the success
 * notice, or 'Error' with the failure text, closing after 2 seconds.
 */
export function confirmDeletion({ subject, remove, successTitle, success, failure }: ConfirmDeletion): void {
  modals.openConfirmModal({
    title: TASK_MSG.confirmTitle,
    centered: true,
    children: (
      <>
        <Text size="sm">{TASK_MSG.confirmText}</Text>
        <Text size="sm" fw={600} mt="xs">{subject}</Text>
      </>
    ),
    labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
    onConfirm: () => {
      remove().then(
        () => notifySuccess(success, NOTICE_AUTO_CLOSE_MS, successTitle),
        () => notifyErrorMessage(failure, TASK_MSG.errorTitle),
      );
    },
  });
}
