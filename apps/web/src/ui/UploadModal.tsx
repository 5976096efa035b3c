import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { IMPORT_MSG } from '@atiende/shared';
import { ApiError } from '../app/api';

/** A refused upload: the server's reason and, for a file with wrong rows, one line per problem. */
export interface RefusedUpload {
  ok: false;
  detail: string;
  errores: string[];
}

/** What a refused upload answered (the `errores` of a file with wrong rows too). */
export function refusedUpload(error: unknown): RefusedUpload {
  const body = error instanceof ApiError ? (error.body as { detail?: unknown; errores?: unknown } | null) : null;
  const errores = Array.isArray(body?.errores) ? body.errores.filter((line): line is string => typeof line === 'string') : [];
  const detail = error instanceof ApiError ? error.message : 'Ocurrió un error inesperado. Inténtelo de nuevo.';
  return { ok: false, detail, errores };
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
  closeLabel: string;
  /** A button that clears the chosen file and the result shown (e.g. 'Borrar'), when the dialog offers one. */
  resetLabel?: string;
  /** Sends the file and reports the outcome; answers what to show under the file input, if anything. */
  onUpload(file: File): Promise<R | undefined>;
  renderResult?(result: R): ReactNode;
  /** Shown under the file input while the file is being sent (e.g. 'El archivo está en proceso de carga…'). */
  pending?: ReactNode;
  onClose(): void;
}

interface UploadModalProps<R> extends UploadFormProps<R> {
  opened: boolean;
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
  instructions, template, placeholder, fileRequired, submitLabel, closeLabel, resetLabel, onUpload, renderResult, pending, onClose,
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
          <Button variant="default" onClick={onClose}>{closeLabel}</Button>
          {resetLabel && (
            <Button variant="default" disabled={busy} onClick={() => {
              setFile(null);
              setMissingFile(false);
              setResult(undefined);
            }}>
              {resetLabel}
            </Button>
          )}
          <Button type="submit" loading={busy}>{submitLabel}</Button>
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
