import { useEffect, useState } from 'react';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { MASS_UPLOAD_COLUMNS, MASS_UPLOAD_VARIABLES, type MassSendResult } from '@atiende/shared';
import { notifySuccess } from '../../ui/notices';
import {
  refusedUpload, RejectedRowsTable, TemplateDownloadLink, UPLOAD_PENDING, UploadModal, UploadOutcomeAlert, type RefusedUpload,
} from '../../ui/UploadModal';
import { downloadConfirmationsTemplate, uploadConfirmations, useConfirmationsUpload } from './broadcasts.api';

type Outcome = { ok: true; result: MassSendResult } | RefusedUpload;

const COLUMNS = [MASS_UPLOAD_COLUMNS.nombre, MASS_UPLOAD_COLUMNS.telefono, MASS_UPLOAD_COLUMNS.plantilla,
  `${MASS_UPLOAD_COLUMNS.variable(1)}…${MASS_UPLOAD_VARIABLES}`].join(', ');

/** What a finished upload sent and what it did not, each row not sent with its reason. */
function SentSummary({ result }: { result: MassSendResult }) {
  return (
    <Alert color={result.no_enviados.length ? 'yellow' : 'teal'} title={result.message} role="status">
      <Stack gap="xs">
        <Text size="sm">{`Enviados: ${result.enviados.length}. No enviados: ${result.no_enviados.length}.`}</Text>
        {result.error && <Text size="sm">{result.error}</Text>}
        {result.no_enviados.length > 0 && (
          <RejectedRowsTable rows={result.no_enviados.map((row) => ({
            fila: row.fila, motivo: `${[row.nombre, row.telefono].filter(Boolean).join(', ')}: ${row.error}`,
          }))} />
        )}
      </Stack>
    </Alert>
  );
}

/** An upload sent in the background (more than 100 rows, or a slow provider): its progress until it is done. */
function BackgroundUpload({ first }: { first: MassSendResult }) {
  const upload = useConfirmationsUpload(first.id);
  const result = upload.data ?? first;
  const finished = result.status === 'FINALIZADO';
  useEffect(() => {
    if (finished) notifySuccess(result.message);
  }, [finished, result.message]);
  if (finished) return <SentSummary result={result} />;
  return (
    <Alert color="blue" role="status" title={UPLOAD_PENDING}>
      <Progress value={result.total ? (result.procesadas / result.total) * 100 : 0} aria-label="Avance de la carga" mb={4} />
      <Text size="sm">{`${result.procesadas} de ${result.total} filas`}</Text>
    </Alert>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (!outcome.ok) return <UploadOutcomeAlert outcome={outcome} />;
  return outcome.result.status === 'FINALIZADO' ? <SentSummary result={outcome.result} /> : <BackgroundUpload first={outcome.result} />;
}

/**
 * 'Subir Confirmaciones': a spreadsheet of service confirmations, one approved template per row (columns Nombre,
 * Teléfono, Plantilla, Variable 1…5). Up to 100 rows are sent at once; a larger file goes on in the background.
 */
export function ConfirmationsUploadModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [formKey, setFormKey] = useState(0);
  const close = () => {
    setFormKey((key) => key + 1);
    onClose();
  };
  const upload = async (file: File): Promise<Outcome> => {
    try {
      const result = await uploadConfirmations(file);
      if (result.status === 'FINALIZADO') notifySuccess(result.message);
      return { ok: true, result };
    } catch (error) {
      return refusedUpload(error);
    }
  };
  return (
    <UploadModal<Outcome>
      opened={opened}
      formKey={formKey}
      onClose={close}
      title="Subir Confirmaciones"
      instructions={`Una fila por confirmación con las columnas ${COLUMNS}. Cada fila se envía con el template aprobado que nombra, `
        + 'llenando sus variables en orden.'}
      template={<TemplateDownloadLink download={downloadConfirmationsTemplate} />}
      placeholder="Selecciona un archivo .xlsx"
      fileRequired="Seleccione el archivo de confirmaciones."
      closeLabel="Cerrar"
      resetLabel="Borrar"
      submitLabel="Generar"
      onUpload={upload}
      pending={<Alert color="blue" role="status">{UPLOAD_PENDING}</Alert>}
      renderResult={(outcome) => <OutcomeView outcome={outcome} />}
    />
  );
}
