import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { notifyError } from '../../ui/notices';
import { PublicLink } from './PublicLink';
import { assignSurvey, useAssignableSurveys } from './surveys.api';

interface AssignSurveyModalProps {
  /** The contact the survey is for; null keeps the dialog closed. */
  contact: { id: number; name: string } | null;
  onClose(): void;
}

/**
 * 'Asignar Encuesta' of a contact card: pick a survey answered through a link (WhatsApp or general) and get
 * the contact's own link to it, to copy and send; the answers given through it are recorded as the contact's.
 */
export function AssignSurveyModal({ contact, onClose }: AssignSurveyModalProps) {
  return (
    <Modal opened={contact !== null} onClose={onClose} title="Asignar Encuesta" centered size="lg">
      {contact && <AssignSurveyBody key={contact.id} contact={contact} onClose={onClose} />}
    </Modal>
  );
}

function AssignSurveyBody({ contact, onClose }: { contact: { id: number; name: string }; onClose(): void }) {
  const surveys = useAssignableSurveys(true);
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [assigned, setAssigned] = useState<{ token: string; message: string } | null>(null);
  const options = (surveys.data?.results ?? []).map((s) => ({ value: String(s.id), label: `${s.name} · ${s.campaign_name} (${s.survey_type})` }));

  const assign = async () => {
    if (!surveyId) return;
    setBusy(true);
    try {
      setAssigned(await assignSurvey(Number(surveyId), contact.id));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  if (surveys.isPending) return <Skeleton h={80} />;
  if (surveys.isError) return <Alert color="red">No se pudieron cargar las encuestas.</Alert>;
  if (options.length === 0) {
    return <Text c="dimmed">No hay encuestas de WhatsApp o generales para asignar. Las de telefonía se responden en una gestión.</Text>;
  }
  return (
    <Stack>
      <Text size="sm">Contacto: <strong>{contact.name}</strong></Text>
      <Select
        label="Encuesta" placeholder="Seleccione una encuesta" data={options} searchable value={surveyId}
        onChange={(value) => {
          setSurveyId(value);
          setAssigned(null);
        }}
        nothingFoundMessage="No se encontraron resultados" comboboxProps={{ withinPortal: false }}
      />
      {assigned && (
        <>
          <Text c="teal" size="sm" role="status">{assigned.message}</Text>
          <PublicLink token={assigned.token} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>{assigned ? 'Cerrar' : 'Cancelar'}</Button>
        {!assigned && (
          <Button leftSection={<IconForms size={16} />} onClick={assign} loading={busy} disabled={!surveyId}>Asignar</Button>
        )}
      </Group>
    </Stack>
  );
}
