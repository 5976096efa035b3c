import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { BROADCAST_MSG, IMPORT_MSG } from '@atiende/shared';
import { ApiError } from '../app/api';
import { notifyError } from './notices';

/** Spec §4: what an upload says while the server works on it, and once it is done. */
export const UPLOAD_PENDING = BROADCAST_MSG.uploadPending;
export const UPLOAD_DONE = BROADCAST_MSG.uploadDone;

/** What an upload answered that shows under its file input: its message, or why it was refused. */
export type UploadOutcome = { ok: true; message: string } | { ok: false; detail: string; errores: string[] };

/** A refused upload: the server's reason and, for a file with wrong rows, one line per problem. */
export type RefusedUpload = Extract<UploadOutcome, { ok: false }>;

/** What a refused upload answered: its reason and, for a file with wrong rows, one line per problem. */
export function refusedUpload(error: unknown): RefusedUpload {
  const body = error instanceof ApiError ? (error.body as { detail?: unknown; errores?: unknown } | null) : null;
  const errores = Array.isArray(body?.errores) ? body.errores.filter((line): line is string => typeof line === 'string') : [];
  const fields = error instanceof ApiError ? Object.values(error.fields).flat() : [];
  const detail = error instanceof ApiError ? (fields[0] ?? error.message) : 'Ocurrió un error inesperado. Inténtelo de nuevo.';
  return { ok: false, detail, errores };
}

/** An upload's outcome under its form: the done text with the server's message, or a red 'Error' with its reasons. */
export function UploadOutcomeAlert({ outcome }: { outcome: UploadOutcome }) {
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

/** 'Descargar la plantilla': the example file of an upload, with its columns and a filled row. */
export function TemplateDownloadLink({ download }: { download(): Promise<void> }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void download().catch(notifyError)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
      <IconDownload size={16} aria-hidden />
      Descargar la plantilla
    </Anchor>
  );
}

export interface UploadFormProps<R> {
  /** What the file must hold. */
  instructions: string;
  /** Between the instructions and the file input, e.g. a link to a template. */
  template?: ReactNode;
  placeholder: string;
  /** Shown under the file input when the form is sent without a file. */
  fileRequired: string;
  submitLabel: string;
  /** The button that leaves the form (a dialog's Cancelar); none on a page. */
  closeLabel?: string;
  /** A button that clears the chosen file and the result shown (e.g. 'Borrar'), when the dialog offers one. */
  resetLabel?: string;
  /** Sends the file and reports the outcome; answers what to show under the file input, if anything. */
  onUpload(file: File): Promise<R | undefined>;
  renderResult?(result: R): ReactNode;
  /** Shown under the file input while the file is being sent (e.g. 'El archivo está en proceso de carga…'). */
  pending?: ReactNode;
  onClose?(): void;
  /** Shown above the file input, e.g. the channel the rows go out through. */
  fields?: ReactNode;
  /** The form cannot be sent now (e.g. nothing to send through). */
  disabled?: boolean;
}

interface UploadModalProps<R> extends UploadFormProps<R> {
  opened: boolean;
  onClose(): void;
  closeLabel: string;
  title: string;
  /** Changes on each opening so the form starts afresh. */
  formKey?: number;
  /** Shown instead of the form once the upload has started something to follow (e.g. an import's progress). */
  progress?: ReactNode;
}

/**
 * An Excel upload dialog: pick an .xlsx file and upload it, then see its result or its progress. Old
 * binary .xls workbooks cannot be read (see docs/decisions.md), so the picker does not offer them and
 * says how to convert one.
 */
export function UploadModal<R = void>({ opened, title, formKey, progress, ...form }: UploadModalProps<R>) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={title} size="lg" centered>
      {progress ?? <UploadForm<R> key={formKey} {...form} />}
    </Modal>
  );
}

/** Picks an .xlsx file and sends it with `onUpload`, showing what it answers (an outcome, a problem) under the input. */
export function UploadForm<R>({
  instructions, template, placeholder, fileRequired, submitLabel, closeLabel, resetLabel, onUpload, renderResult, pending, onClose, fields,
  disabled = false,
}: UploadFormProps<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      setResult(await onUpload(file));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{instructions}</Text>
        {template}
        {fields}
        <FileInput
          label="Archivo"
          placeholder={placeholder}
          accept=".xlsx"
          description={IMPORT_MSG.xlsHint}
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setMissingFile(false);
            setResult(undefined);
          }}
          error={missingFile ? fileRequired : undefined}
        />
        {busy && pending}
        {result !== undefined && renderResult?.(result)}
        <Group justify="flex-end">
          {onClose && closeLabel && <Button variant="default" onClick={onClose}>{closeLabel}</Button>}
          {resetLabel && (
            <Button variant="default" disabled={busy} onClick={() => {
              setFile(null);
              setMissingFile(false);
              setResult(undefined);
            }}>
              {resetLabel}
            </Button>
          )}
          <Button type="submit" loading={busy} disabled={disabled}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface RejectedRow {
  fila: number;
  motivo: string;
}

/** The rows of an uploaded file that were not loaded, each with its reason. */
export function RejectedRowsTable({ rows }: { rows: RejectedRow[] }) {
  return (
    <ScrollArea.Autosize mah={240} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Filas no cargadas' }}>
      <Table striped withTableBorder fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Fila</Table.Th>
            <Table.Th>Motivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.fila}-${row.motivo}`}>
              <Table.Td>{row.fila}</Table.Td>
              <Table.Td>{row.motivo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
