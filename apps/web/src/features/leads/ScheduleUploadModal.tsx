import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, List, ScrollArea, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BROADCAST_MSG, LEADS_UPLOAD_COLUMNS } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { notifyError, notifySuccess } from '../../ui/notices';
import { refusedUpload, UploadModal, type RefusedUpload } from '../../ui/UploadModal';
import { downloadScheduleTemplate, uploadSchedule } from './leads.api';

const UPLOAD_PENDING = BROADCAST_MSG.uploadPending;
const UPLOAD_DONE = BROADCAST_MSG.uploadDone;

type UploadOutcome = { ok: true; message: string } | RefusedUpload;

function Outcome({ outcome }: { outcome: UploadOutcome }) {
  if (outcome.ok) {
    return <Alert color="teal" title={UPLOAD_DONE} role="status">{outcome.message}</Alert>;
  }
  return (
    <Alert color="red" title="Error" role="alert">
      <Text size="sm">{outcome.detail}</Text>
      {outcome.errores.length > 0 && (
        <ScrollArea.Autosize mah={220} type="auto" mt="xs" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Errores del archivo' }}>
          <List size="sm" spacing={2} data-testid="upload-errors">
            {outcome.errores.map((line) => <List.Item key={line}>{line}</List.Item>)}
          </List>
        </ScrollArea.Autosize>
      )}
    </Alert>
  );
}

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
      template={(
        <Anchor component="button" type="button" size="sm" onClick={() => void downloadScheduleTemplate().catch(notifyError)}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
          <IconDownload size={16} aria-hidden />
          Descargar la plantilla
        </Anchor>
      )}
      placeholder="Selecciona un archivo .xlsx"
      fileRequired="Seleccione el archivo de programaciones."
      closeLabel="Cerrar"
      submitLabel="Subir"
      onUpload={upload}
      pending={<Alert color="blue" role="status">{UPLOAD_PENDING}</Alert>}
      renderResult={(outcome) => <Outcome outcome={outcome} />}
    />
  );
}
