import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert, Anchor, Badge, Button, Group, List, Modal, Progress, ScrollArea, Select, SimpleGrid, Stack, Table, Text,
} from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { IMPORT_MSG, type ImportJobRead, type ImportPreview, type ImportStatus } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notices';
import { RejectedRowsTable, UploadForm } from '../../ui/UploadModal';
import {
  downloadImportResult, downloadImportTemplate, previewContactsFile, uploadContactsFile, useImportJob, useRowsLeftOut,
} from './contacts.api';
import {
  FIELD_OPTIONS, columnTitle, examplesOf, finishedNotice, mappedPreview, problemsOf, rowsLeftOut, selectValue, suggestedMapping,
  withField, type ColumnMapping,
} from './import-mapping';

const STATUS_TEXT: Record<ImportStatus, string> = {
  PENDIENTE: 'En cola, esperando turno...',
  PROCESANDO: 'Importando contactos...',
  COMPLETADO: 'Importación terminada.',
  FALLIDO: 'La importación falló.',
};

/** Spec §8: a 400 shows the server's reason, anything else a general message. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? (error.detail ?? 'Error en la solicitud.') : 'Ocurrió un error inesperado.';
}

type Step = { kind: 'file' } | { kind: 'mapping'; file: File; preview: ImportPreview };

/**
 * Three steps: the file (read on the server for its header and first rows), the column mapping with a
 * preview, then the job's progress and result. Reopened while a job runs, it shows that job.
 */
export function ImportContactsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [jobId, setJobId] = useState<number | null>(null);
  // Polled here, not in the dialog, so that a closed dialog still announces the end of the import.
  const job = useImportJob(jobId);
  const completed = job.data?.status === 'COMPLETADO' ? job.data : null;

  // Once per finished job, whether the dialog is open or not.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!completed || announced.current === completed.id) return;
    announced.current = completed.id;
    const notice = finishedNotice(completed);
    if (notice.ok) notifySuccess(notice.message);
    else notifyWarning(notice.message, 'Importación terminada');
    void queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
  }, [completed, queryClient]);

  const startAgain = () => {
    setJobId(null);
    setStep({ kind: 'file' });
  };

  const wide = jobId === null && step.kind === 'mapping';
  return (
    <Modal opened={opened} onClose={onClose} title="Importar contactos" size={wide ? 'xl' : 'lg'} centered>
      {jobId !== null ? (
        <JobProgress job={job.data} failed={job.isError} onClose={onClose} onAnother={startAgain} />
      ) : step.kind === 'file' ? (
        <FileStep onClose={onClose} onRead={(file, preview) => setStep({ kind: 'mapping', file, preview })} />
      ) : (
        <MappingStep file={step.file} preview={step.preview} onBack={() => setStep({ kind: 'file' })} onQueued={setJobId} />
      )}
    </Modal>
  );
}

function FileStep({ onClose, onRead }: { onClose(): void; onRead(file: File, preview: ImportPreview): void }) {
  // Answers the problem to show in the dialog, or nothing once the file was read and the mapping step follows.
  const readFile = async (file: File) => {
    try {
      onRead(file, await previewContactsFile(file));
      return undefined;
    } catch (error) {
      return failureText(error);
    }
  };
  return (
    <UploadForm<string>
      instructions={'La primera fila lleva los encabezados y cada fila siguiente es un contacto. Después de subir el archivo podrá '
        + 'indicar qué dato lleva cada columna. Los contactos que ya existen (mismo documento, email o teléfono) se actualizan; '
        + 'una fila que repite a otra del mismo archivo no se importa.'}
      template={<TemplateLink />}
      placeholder="Seleccione un archivo .xlsx"
      fileRequired={IMPORT_MSG.fileRequired}
      submitLabel="Subir"
      closeLabel="Cancelar"
      onUpload={readFile}
      renderResult={(problem) => (
        <Alert color="red" title="Lo sentimos!" icon={<IconAlertCircle size={18} />} data-testid="import-file-problem">
          {problem}
        </Alert>
      )}
      onClose={onClose}
    />
  );
}

interface MappingStepProps {
  file: File;
  preview: ImportPreview;
  onBack(): void;
  onQueued(jobId: number): void;
}

function MappingStep({ file, preview, onBack, onQueued }: MappingStepProps) {
  const [mapping, setMapping] = useState<ColumnMapping>(() => suggestedMapping(preview));
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const problems = problemsOf(preview, mapping);
  const table = mappedPreview(preview, mapping);

  const choose = (index: number, value: string | null) => {
    setMapping((current) => withField(current, index, value));
    setRefused(null);
  };

  const start = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const accepted = await uploadContactsFile(file, mapping);
      onQueued(accepted.job_id);
    } catch (error) {
      setRefused(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Text size="sm">
        <Text span fw={500}>{preview.filename}</Text>: {preview.total_rows.toLocaleString('es-CO')}{' '}
        {preview.total_rows === 1 ? 'fila' : 'filas'}. Indique qué dato lleva cada columna; las que se reconocieron por su
        encabezado ya están asignadas. Se requieren Nombres (o Razón social) y Número de documento, Email o Teléfono.
      </Text>
      <ScrollArea.Autosize mah={264} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Columnas del archivo' }}>
        <Table withTableBorder striped fz="sm" stickyHeader data-testid="import-mapping">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Columna del archivo</Table.Th>
              <Table.Th w={220}>Importar como</Table.Th>
              <Table.Th>Ejemplos</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.columns.map((column) => (
              <Table.Tr key={column.index}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="light" color="gray" radius="sm">{column.letter}</Badge>
                    <Text size="sm">{columnTitle(column)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Importar la columna ${columnTitle(column)} como`}
                    data={FIELD_OPTIONS}
                    value={selectValue(mapping[column.index] ?? null)}
                    onChange={(value) => choose(column.index, value)}
                    allowDeselect={false}
                    size="xs"
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={1}>{examplesOf(preview, column.index).join(' · ') || '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>

      <Stack gap={4}>
        <Text size="sm" fw={500} id="import-preview-title">
          Vista previa: primeras {preview.rows.length} {preview.rows.length === 1 ? 'fila' : 'filas'} como se importarán
        </Text>
        {table.headers.length === 0 ? (
          <Text size="sm" c="dimmed">Ninguna columna se importará.</Text>
        ) : (
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'import-preview-title' }}>
            <Table withTableBorder withColumnBorders fz="xs" aria-labelledby="import-preview-title" data-testid="import-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fila</Table.Th>
                  {table.headers.map((header) => <Table.Th key={header} style={{ whiteSpace: 'nowrap' }}>{header}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.key}</Table.Td>
                    {row.cells.map((cell, i) => <Table.Td key={i} style={{ whiteSpace: 'nowrap' }}>{cell}</Table.Td>)}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>

      {problems.length > 0 && (
        <Alert color="yellow" title="Falta completar la asignación" icon={<IconAlertCircle size={18} />} data-testid="import-mapping-problems">
          <List size="sm" spacing={2}>
            {problems.map((problem) => <List.Item key={problem}>{problem}</List.Item>)}
          </List>
        </Alert>
      )}
      {refused && (
        <Alert color="red" title="Lo sentimos!" icon={<IconAlertCircle size={18} />} data-testid="import-file-problem">
          {refused}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>Elegir otro archivo</Button>
        <Button onClick={start} loading={busy} disabled={problems.length > 0}>Importar</Button>
      </Group>
    </Stack>
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
      <Text size="sm" c="dimmed" ta="center">{label}</Text>
    </Stack>
  );
}

function ImportSummary({ job }: { job: ImportJobRead }) {
  const leftOut = useRowsLeftOut(job.id, job.rejected_rows > 0, job.duplicate_rows > 0);
  const [downloading, setDownloading] = useState(false);
  const notice = finishedNotice(job);
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
      <SimpleGrid cols={4} data-testid="import-summary">
        <Count label="Creados" value={job.created_rows} color="teal" />
        <Count label="Actualizados" value={job.updated_rows} color="blue" />
        <Count label="Rechazados" value={job.rejected_rows} color={job.rejected_rows > 0 ? 'red' : 'dimmed'} />
        <Count label="Duplicados en el archivo" value={job.duplicate_rows} color={job.duplicate_rows > 0 ? 'orange' : 'dimmed'} />
      </SimpleGrid>
      <Alert color={notice.ok ? 'teal' : 'yellow'} data-testid="import-outcome">{notice.message}</Alert>
      <Button variant="light" leftSection={<IconDownload size={16} />} loading={downloading} onClick={getResult}
        w="fit-content">
        Descargar resultado
      </Button>
      {rowsLeftOut(job) > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>Filas sin importar</Text>
          {leftOut.isError && <Alert color="red">No se pudieron cargar las filas sin importar.</Alert>}
          <RejectedRowsTable rows={leftOut.rows.map((row) => ({ fila: row.row_number, motivo: row.reason }))} />
          {leftOut.shown < rowsLeftOut(job) && (
            <Text size="xs" c="dimmed">
              Se muestran {leftOut.shown} de {rowsLeftOut(job)}; el resultado completo está en el archivo.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
