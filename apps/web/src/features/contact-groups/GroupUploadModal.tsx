import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GROUP_MSG, NOTICE_AUTO_CLOSE_MS, type GroupUploadError } from '@atiende/shared';
import { notifySuccess } from '../../ui/notices';
import { RejectedRowsTable, UploadModal } from '../../ui/UploadModal';
import { uploadGroups, useRefreshGroups, type GroupUploadAnswer } from './contact-groups.api';

interface GroupUploadModalProps {
  opened: boolean;
  /** Changes on each opening so the dialog starts afresh. */
  formKey: number;
  onClose(): void;
}

function showUploadError(error: unknown) {
  const message = error instanceof Error ? error.message : 'Ocurrió un error inesperado. Inténtelo de nuevo.';
  notifications.show({ title: 'Error', message, color: 'red', autoClose: NOTICE_AUTO_CLOSE_MS });
}

function UploadErrors({ errores }: { errores: GroupUploadError[] }) {
  if (errores.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" c="red">Filas no cargadas ({errores.length})</Text>
      <RejectedRowsTable rows={errores} />
    </Stack>
  );
}

/** Excel upload of groups: each row puts a contact (by document or e-mail) in a group. */
export function GroupUploadModal({ opened, formKey, onClose }: GroupUploadModalProps) {
  const refreshGroups = useRefreshGroups();

  const upload = async (file: File): Promise<GroupUploadAnswer | undefined> => {
    try {
      const answer = await uploadGroups(file);
      notifySuccess(answer.message ?? answer.resultado ?? '');
      await refreshGroups();
      return answer;
    } catch (error) {
      showUploadError(error);
      return undefined;
    }
  };

  return (
    <UploadModal<GroupUploadAnswer>
      opened={opened}
      onClose={onClose}
      formKey={formKey}
      title="Cargar grupos desde Excel"
      instructions={
        "El archivo debe tener una columna 'Grupo' y una columna 'Documento' o 'Email' con el documento o el correo de un " +
        'contacto existente. Cada fila agrega ese contacto al grupo; los grupos que no existan se crean.'
      }
      placeholder="Selecciona un archivo .xlsx"
      fileRequired={GROUP_MSG.fileRequired}
      closeLabel="Cerrar"
      submitLabel="Cargar"
      onUpload={upload}
      renderResult={(answer) => <UploadErrors errores={answer.errores ?? []} />}
    />
  );
}
