import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { IMPORT_MSG, type ImportJobRead, type ImportStatus } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { notifyError, notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { RejectedRowsTable, UploadModal } from '../../ui/UploadModal';
import { downloadImportResult, downloadImportTemplate, uploadContactsFile, useImportJob, useRejectedRows } from './contacts.api';

const STATUS_TEXT: Record<ImportStatus, string> = {
  PENDIENTE: 'En cola, esperando turno...',
  PROCESANDO: 'Importando contactos...',
  COMPLETADO: 'Importación terminada.',
  FALLIDO: 'La importación falló.',
};

/** Spec §8: a 400 shows the server's reason, anything else a general message, both under 'Lo sentimos!'. */
function notifyUploadFailure(error: unknown) {
  const message =
    error instanceof ApiError && error.status === 400 ? (error.detail ?? 'Error en la solicitud.') : 'Ocurrió un error inesperado.';
  notifyErrorMessage(message, 'Lo sentimos!');
}

/** Upload, then the job's progress and result; reopened while a job runs, it shows that job. */
export function ImportContactsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  // Polled here, not in the dialog, so that a closed dialog still announces the end of the import.
  const job = useImportJob(jobId);
  const completed = job.data?.status === 'COMPLETADO';

  useEffect(() => {
    if (!completed) return;
    notifySuccess(IMPORT_MSG.imported);
    void queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
  }, [completed, jobId, queryClient]);

  const upload = async (file: File) => {
    try {
      const accepted = await uploadContactsFile(file);
      setJobId(accepted.job_id);
    } catch (error) {
      notifyUploadFailure(error);
    }
  };

  return (
    <UploadModal
      opened={opened}
      onClose={onClose}
      title="Importar contactos"
      instructions={
        'Use la plantilla: la primera fila lleva los encabezados y cada fila siguiente es un contacto. Los contactos ' +
        'que ya existen (mismo documento, email o teléfono) se actualizan.'
      }
      template={<TemplateLink />}
      placeholder="Seleccione un archivo .xls o .xlsx"
      fileRequired={IMPORT_MSG.fileRequired}
      closeLabel="Cancelar"
      submitLabel="Subir"
      onUpload={upload}
      progress={
        jobId === null ? undefined : (
          <JobProgress job={job.data} failed={job.isError} onClose={onClose} onAnother={() => setJobId(null)} />
        )
      }
    />
  );
}

function TemplateLink() {
  const [fetching, setFetching] = useState(false);
  const getTemplate = async () => {
    setFetching(true);
    try {
      await downloadImportTemplate();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setFetching(false);
    }
  };
  return (
    <Anchor component="button" type="button" onClick={getTemplate} disabled={fetching} w="fit-content">
      <Group gap={4}>
        <IconDownload size={16} />
        {fetching ? 'Descargando...' : 'Descargar plantilla'}
      </Group>
    </Anchor>
  );
}

interface JobProgressProps {
  job: ImportJobRead | undefined;
  failed: boolean;
  onClose(): void;
  onAnother(): void;
}

function JobProgress({ job, failed, onClose, onAnother }: JobProgressProps) {
  const completed = job?.status === 'COMPLETADO';
  return (
    <Stack>
      {failed && <Alert color="red">No se pudo consultar el avance de la importación.</Alert>}
      {job && <ProgressBar job={job} />}
      {job?.status === 'FALLIDO' && (
        <Alert color="red" title={STATUS_TEXT.FALLIDO}>{job.error ?? IMPORT_MSG.jobFailed}</Alert>
      )}
      {job && completed && <ImportSummary job={job} />}
      <Group justify="flex-end">
        {(completed || job?.status === 'FALLIDO') && (
          <Button variant="default" onClick={onAnother}>Importar otro archivo</Button>
        )}
        <Button onClick={onClose}>{completed ? 'Cerrar' : 'Seguir en segundo plano'}</Button>
      </Group>
    </Stack>
  );
}

function ProgressBar({ job }: { job: ImportJobRead }) {
  const total = job.total_rows ?? 0;
  const percent = total > 0 ? Math.round((job.processed_rows / total) * 100) : job.status === 'COMPLETADO' ? 100 : 0;
  const running = job.status === 'PENDIENTE' || job.status === 'PROCESANDO';
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500} data-testid="import-status">
          {job.reanudando ? 'Reanudando la importación…' : STATUS_TEXT[job.status]}
        </Text>
        <Text size="sm" c="dimmed">
          {job.processed_rows.toLocaleString('es-CO')} de {total.toLocaleString('es-CO')} filas
        </Text>
      </Group>
      <Progress value={percent} animated={running} striped={running} aria-label="Avance de la importación"
        color={job.status === 'FALLIDO' ? 'red' : undefined} size="lg" />
      <Text size="xs" c="dimmed">Archivo: {job.filename}</Text>
    </Stack>
  );
}

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xl" fw={700} c={color}>{value.toLocaleString('es-CO')}</Text>
      <Text size="sm" c="dimmed">{label}</Text>
    </Stack>
  );
}

function ImportSummary({ job }: { job: ImportJobRead }) {
  const rejected = useRejectedRows(job.id, job.rejected_rows > 0);
  const [downloading, setDownloading] = useState(false);
  const getResult = async () => {
    setDownloading(true);
    try {
      await downloadImportResult(job.id);
    } catch (failure) {
      notifyError(failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={3} data-testid="import-summary">
        <Count label="Creados" value={job.created_rows} color="teal" />
        <Count label="Actualizados" value={job.updated_rows} color="blue" />
        <Count label="Rechazados" value={job.rejected_rows} color={job.rejected_rows > 0 ? 'red' : 'dimmed'} />
      </SimpleGrid>
      <Button variant="light" leftSection={<IconDownload size={16} />} loading={downloading} onClick={getResult}
        w="fit-content">
        Descargar resultado
      </Button>
      {job.rejected_rows > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>Filas rechazadas</Text>
          {rejected.isError && <Alert color="red">No se pudieron cargar las filas rechazadas.</Alert>}
          <RejectedRowsTable
            rows={(rejected.data?.results ?? []).map((row) => ({ fila: row.row_number, motivo: row.reason }))}
          />
          {rejected.data && rejected.data.count > rejected.data.results.length && (
            <Text size="xs" c="dimmed">
              Se muestran {rejected.data.results.length} de {rejected.data.count}; el resultado completo está en el archivo.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
