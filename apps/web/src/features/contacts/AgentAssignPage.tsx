import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, List, Modal, MultiSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye, IconUserPlus } from '@tabler/icons-react';
import { CONTACT_MSG, PERMISSIONS, type PersonRef } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { PageHeader } from '../../ui/PageHeader';
import { ForbiddenState } from '../../ui/ForbiddenState';
import { notifyError, notifySuccess } from '../../ui/notices';
import { assignAgents, useAssignableAgents, useContactAgents } from './contacts.api';
import { ContactSelect, type ContactPickOption } from '../../ui/ContactPicker';

function AgentList({ agents }: { agents: PersonRef[] }) {
  if (agents.length === 0) return <Text c="dimmed">El contacto no tiene agentes asignados.</Text>;
  return (
    <List spacing={4} aria-label="Agentes asignados">
      {agents.map((agent) => <List.Item key={agent.id}>{agent.get_full_name}</List.Item>)}
    </List>
  );
}

interface AssignAgentsFormProps {
  contactId: number;
  current: PersonRef[];
  onClose(): void;
}

/** Chooses the contact's agents; what is saved replaces the previous list. */
function AssignAgentsForm({ contactId, current, onClose }: AssignAgentsFormProps) {
  const queryClient = useQueryClient();
  const options = useAssignableAgents(true);
  const [chosen, setChosen] = useState<string[]>(current.map((agent) => String(agent.id)));
  const save = useMutation({
    mutationFn: () => assignAgents(contactId, chosen.map(Number)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all });
      notifySuccess(CONTACT_MSG.agentsAssigned);
      onClose();
    },
    onError: notifyError,
  });
  // Agents already assigned stay listed even if they can no longer be chosen, so they can be removed.
  const data = [
    ...(options.data ?? []),
    ...current.filter((agent) => !options.data?.some((o) => o.id === agent.id)),
  ].map((agent) => ({ value: String(agent.id), label: agent.get_full_name }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <MultiSelect label="Agentes" data={data} value={chosen} onChange={setChosen} searchable clearable data-autofocus
        placeholder={options.isPending ? 'Cargando agentes...' : 'Seleccione uno o más agentes'}
        nothingFoundMessage="No se encontraron resultados"
        error={options.isError ? 'No se pudieron cargar los agentes.' : undefined} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>Cancelar</Button>
        <Button type="submit" loading={save.isPending}>Asignar</Button>
      </Group>
    </form>
  );
}

export function AgentAssignPage() {
  const me = useMe();
  const [contact, setContact] = useState<ContactPickOption | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [assigning, setAssigning] = useState(false);
  const contactId = contact ? Number(contact.value) : null;
  const agents = useContactAgents(shown);
  const current = useContactAgents(assigning ? contactId : null);

  if (!hasPermission(me, PERMISSIONS.agentsAssign)) return <ForbiddenState title="Asignar agentes" />;

  return (
    <>
      <PageHeader title="Asignar agentes" description="Agentes que atienden a un contacto" />
      <Paper withBorder p="lg" radius="md" maw={720}>
        <Stack>
          <ContactSelect label="Contacto" value={contact} onChange={(option) => {
            setContact(option);
            setShown(null);
          }} />
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconEye size={18} />} disabled={contactId === null}
              onClick={() => setShown(contactId)}>
              Ver
            </Button>
            <Button leftSection={<IconUserPlus size={18} />} disabled={contactId === null} onClick={() => setAssigning(true)}>
              Asignar
            </Button>
          </Group>
          {shown !== null && (
            <Paper withBorder p="md" radius="md">
              <Text fw={600} mb="xs">Agentes asignados</Text>
              {agents.isPending && <Skeleton height={40} />}
              {agents.isError && <Alert color="red">{agents.error.message}</Alert>}
              {agents.data && <AgentList agents={agents.data} />}
            </Paper>
          )}
        </Stack>
      </Paper>
      <Modal opened={assigning && contactId !== null} onClose={() => setAssigning(false)} title="Asignar agentes" centered>
        {current.isPending && <Skeleton height={60} />}
        {current.isError && <Alert color="red">{current.error.message}</Alert>}
        {current.data && contactId !== null && (
          <AssignAgentsForm contactId={contactId} current={current.data} onClose={() => {
            setAssigning(false);
            setShown(contactId);
          }} />
        )}
      </Modal>
    </>
  );
}
