import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { GROUP_MSG, NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { notifySuccess } from '../../ui/notices';
import { uploadGroups, useRefreshGroups, type GroupUploadAnswer } from './contact-groups.api';

interface GroupUploadModalProps {
  opened: boolean;
  /** Changes on each opening so the dialog starts afresh. */
  formKey: number;
  onClose(): void;
}

/** Excel upload of groups: each row puts a contact (by document or e-mail) in a group. */
export function GroupUploadModal({ opened, formKey, onClose }: GroupUploadModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cargar grupos desde Excel" size="lg" centered>
      <GroupUpload key={formKey} onClose={onClose} />
    </Modal>
  );
}

function showUploadError(error: unknown) {
  const message = error instanceof Error ? error.message : 'Ocurrió un error inesperado. Inténtelo de nuevo.';
  notifications.show({ title: 'Error', message, color: 'red', autoClose: NOTICE_AUTO_CLOSE_MS });
}

function GroupUpload({ onClose }: { onClose(): void }) {
  const refreshGroups = useRefreshGroups();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GroupUploadAnswer | null>(null);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await uploadGroups(file);
      notifySuccess(answer.message ?? answer.resultado ?? '');
      setResult(answer);
      await refreshGroups();
    } catch (error) {
      showUploadError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={upload} noValidate>
      <Stack>
        <Text size="sm">
          El archivo debe tener una columna 'Grupo' y una columna 'Documento' o 'Email' con el documento o el correo de un
          contacto existente. Cada fila agrega ese contacto al grupo; los grupos que no existan se crean.
        </Text>
        <FileInput
          label="Archivo"
          placeholder="Selecciona un archivo .xls o .xlsx"
          accept=".xls,.xlsx"
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setMissingFile(false);
          }}
          error={missingFile ? GROUP_MSG.fileRequired : undefined}
        />
        {result?.errores && result.errores.length > 0 && <UploadErrors errores={result.errores} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cerrar</Button>
          <Button type="submit" loading={busy}>Cargar</Button>
        </Group>
      </Stack>
    </form>
  );
}

function UploadErrors({ errores }: { errores: NonNullable<GroupUploadAnswer['errores']> }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" c="red">Filas no cargadas ({errores.length})</Text>
      <Table.ScrollContainer minWidth={300} maxHeight={240}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Fila</Table.Th>
              <Table.Th>Motivo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errores.map((error) => (
              <Table.Tr key={`${error.fila}-${error.motivo}`}>
                <Table.Td>{error.fila}</Table.Td>
                <Table.Td>{error.motivo}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
