import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import { LEADS_UPLOAD_COLUMNS } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { notifySuccess } from '../../ui/notices';
import { refusedUpload, TemplateDownloadLink, UPLOAD_PENDING, UploadModal, UploadOutcomeAlert, type UploadOutcome } from '../../ui/UploadModal';
import { downloadScheduleTemplate, uploadSchedule } from './leads.api';

/** 'Subir Programaciones': a spreadsheet of follow-ups (the downloadable template's columns); all rows are scheduled or none. */
export function ScheduleUploadModal({ opened, formKey, onClose }: { opened: boolean; formKey: number; onClose(): void }) {
  const queryClient = useQueryClient();
  const upload = async (file: File): Promise<UploadOutcome> => {
    try {
      const answer = await uploadSchedule(file);
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      return { ok: true, message: answer.message };
    } catch (error) {
      return refusedUpload(error);
    }
  };
  return (
    <UploadModal<UploadOutcome>
      opened={opened}
      formKey={formKey}
      onClose={onClose}
      title="Subir Programaciones"
      instructions={`Una fila por programación con las columnas ${Object.values(LEADS_UPLOAD_COLUMNS).join(', ')}. `
        + 'El contacto se busca por su teléfono (sin él, se crea con Nombres, Apellidos y Email); la campaña por su nombre y el agente '
        + 'por su usuario, correo o nombre. Si alguna fila tiene errores no se programa ninguna.'}
      template={<TemplateDownloadLink download={downloadScheduleTemplate} />}
      placeholder="Selecciona un archivo .xlsx"
      fileRequired="Seleccione el archivo de programaciones."
      closeLabel="Cerrar"
      submitLabel="Subir"
      onUpload={upload}
      pending={<Alert color="blue" role="status">{UPLOAD_PENDING}</Alert>}
      renderResult={(outcome) => <UploadOutcomeAlert outcome={outcome} />}
    />
  );
}
