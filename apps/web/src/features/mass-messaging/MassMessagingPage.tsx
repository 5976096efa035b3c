import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Group, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  BROADCAST_MSG, MASS_INLINE_ROWS, MASS_UPLOAD_COLUMNS, MASS_UPLOAD_VARIABLES, PAGE_SIZE, formatPhone, type MassSendResult,
} from '@atiende/shared';
import { ApiError } from '../../app/api';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { counted } from '../../ui/plural';
import { refusedUpload, TemplateDownloadLink, UPLOAD_PENDING, UploadForm, UploadOutcomeAlert, type UploadOutcome } from '../../ui/UploadModal';
import { useUrlParam } from '../../ui/use-url-param';
import { downloadMassTemplate, massResultKey, uploadMassMessages, useMassChannels, useMassResult } from './mass-messaging.api';

/** The query parameter that keeps the upload shown, so a reload or a visit later finds its progress or outcome. */
const UPLOAD_PARAM = 'carga';

const COLUMNS = [
  MASS_UPLOAD_COLUMNS.nombre, MASS_UPLOAD_COLUMNS.telefono, MASS_UPLOAD_COLUMNS.mensaje, MASS_UPLOAD_COLUMNS.plantilla,
].join(', ');

/** A row's number as sent (E.164 digits) in the list's format; what the file held when it was not a number. */
function phoneText(telefono: string): string {
  if (!telefono) return '—';
  return /^\d{8,15}$/.test(telefono) ? formatPhone(`+${telefono}`) : telefono;
}

interface ResultRow {
  fila: number;
  nombre: string;
  telefono: string;
  error?: string;
}

/** One list of the outcome ('Enviados' or 'No enviados'), 30 rows a page. */
function RowsTable({ title, rows, empty, withReason }: { title: string; rows: ResultRow[]; empty: string; withReason: boolean }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">{title}</Title>
        <Badge variant="light" color={withReason ? 'red' : 'teal'}>{rows.length}</Badge>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{empty}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={withReason ? 520 : 360}>
            <Table striped withTableBorder aria-label={title} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>Fila</Table.Th>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Teléfono</Table.Th>
                  {withReason && <Table.Th>Motivo</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.fila}>
                    <Table.Td>{row.fila}</Table.Td>
                    <Table.Td>{row.nombre || '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{phoneText(row.telefono)}</Table.Td>
                    {withReason && <Table.Td>{row.error}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pager page={current} totalPages={pages} onChange={setPage} />}
        </>
      )}
    </Paper>
  );
}

/** The upload's progress while it sends in the background, then its figures; below, who got the message and who did not, and why. */
function UploadResult({ result }: { result: MassSendResult }) {
  const finished = result.status === 'FINALIZADO';
  const percent = result.total > 0 ? Math.round((result.procesadas / result.total) * 100) : 0;
  return (
    <Stack gap="md" data-testid="mass-result">
      {finished ? (
        <Alert color={result.no_enviados.length > 0 ? 'yellow' : 'teal'} title={result.message} role="status">
          <Text size="sm">
            {`${counted(result.enviados.length, 'mensaje enviado', 'mensajes enviados')}, ${counted(result.no_enviados.length, 'fila no enviada', 'filas no enviadas')}`}
            {result.no_enviados.length > 0 ? ': el motivo de cada una está en No enviados.' : '.'}
          </Text>
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md" role="status" aria-live="polite">
          <Text size="sm" mb="xs">{result.message || UPLOAD_PENDING}</Text>
          <Progress.Root size="lg">
            <Progress.Section value={percent} animated aria-label={`Filas procesadas: ${result.procesadas} de ${result.total}`} />
          </Progress.Root>
          <Text size="xs" c="dimmed" mt={4}>{`${result.procesadas} de ${counted(result.total, 'fila procesada', 'filas procesadas')} (${percent} %)`}</Text>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        <RowsTable title="Enviados" rows={result.enviados} withReason={false}
          empty={finished ? 'Ninguna fila se envió.' : 'Aún no hay filas enviadas.'} />
        <RowsTable title="No enviados" rows={result.no_enviados} withReason
          empty={finished ? 'Todas las filas se enviaron.' : 'Aún no hay filas sin enviar.'} />
      </SimpleGrid>
    </Stack>
  );
}

/** The outcome of the upload in the address, read again while it sends; says 'Hecho!' when one sent in the background ends. */
function ShownUpload({ id }: { id: number }) {
  const result = useMassResult(id);
  const status = result.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== 'FINALIZADO' && status === 'FINALIZADO' && result.data) notifySuccess(result.data.message);
    seen.current = status;
  }, [status, result.data]);
  if (result.isPending) return <Skeleton height={160} radius="md" />;
  if (result.isError) {
    return <Alert color="red" title="Error">{result.error instanceof ApiError ? result.error.message : 'No se pudo leer el resultado de la carga.'}</Alert>;
  }
  return <UploadResult result={result.data} />;
}

/**
 * /mensajeria-masiva (spec §2.14, §7.7): an Excel file of rows, each a text or an approved template for one
 * number, sent through a WhatsApp channel; then what was sent and what was not, with the reason.
 */
export function MassMessagingPage() {
  const queryClient = useQueryClient();
  const channels = useMassChannels();
  const [picked, setPicked] = useState<string | null>(null);
  const [shownParam, setShown] = useUrlParam(UPLOAD_PARAM);
  const shown = shownParam && /^\d{1,9}$/.test(shownParam) ? Number(shownParam) : null;
  const options = channels.data ?? [];
  const channel = picked ?? (options[0] ? String(options[0].id) : null);
  const noChannel = channels.isSuccess && options.length === 0;

  const upload = async (file: File): Promise<UploadOutcome | undefined> => {
    try {
      const answer = await uploadMassMessages(file, channel === null ? null : Number(channel));
      queryClient.setQueryData(massResultKey(answer.id), answer);
      setShown(String(answer.id));
      if (answer.status === 'FINALIZADO') notifySuccess(answer.message);
      return undefined;
    } catch (error) {
      const refused = refusedUpload(error);
      notifyErrorMessage(refused.detail, 'Error');
      return refused;
    }
  };

  return (
    <>
      <PageHeader title="Mensajería Masiva" description="Un mensaje de WhatsApp por cada fila de un archivo de Excel: texto libre o una plantilla aprobada" />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-label="Cargar archivo">
          <UploadForm<UploadOutcome>
            instructions={`Una fila por destinatario con las columnas ${COLUMNS} y Variable 1 a Variable ${MASS_UPLOAD_VARIABLES}. Cada fila lleva un `
              + 'Mensaje de texto libre (WhatsApp solo lo entrega a quien escribió en las últimas 24 horas) o el nombre de una Plantilla '
              + `aprobada con el valor de cada una de sus variables. Hasta ${MASS_INLINE_ROWS} filas el resultado aparece al terminar; un `
              + 'archivo mayor se envía en segundo plano y aquí se ve su avance.'}
            template={<TemplateDownloadLink download={downloadMassTemplate} />}
            fields={noChannel ? (
              <Alert color="yellow" role="alert">{BROADCAST_MSG.noChannel}</Alert>
            ) : (
              <Select
                label="Canal de WhatsApp"
                description="Los mensajes salen por este número; las respuestas llegan a la campaña del canal."
                placeholder={channels.isPending ? 'Cargando los canales…' : 'Elige un canal'}
                data={options.map((c) => ({ value: String(c.id), label: `${c.nombre} · ${c.campaign.name}` }))}
                value={channel}
                onChange={setPicked}
                allowDeselect={false}
                searchable
                disabled={channels.isPending}
                error={channels.isError ? 'No se pudieron cargar los canales.' : undefined}
                maw={520}
              />
            )}
            placeholder="Selecciona un archivo .xlsx"
            fileRequired="Selecciona el archivo con los mensajes."
            submitLabel="Enviar"
            disabled={noChannel || channels.isPending}
            onUpload={upload}
            pending={<Alert color="blue" role="status">{UPLOAD_PENDING}</Alert>}
            renderResult={(outcome) => <UploadOutcomeAlert outcome={outcome} />}
          />
        </Paper>
        {shown !== null && <ShownUpload key={shown} id={shown} />}
      </Stack>
    </>
  );
}
