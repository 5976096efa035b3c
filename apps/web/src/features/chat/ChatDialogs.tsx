import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Accordion, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CHAT_MSG, CLOSING_TIME_HOURS, NoteQuery, PRIORITY_MINUTES, TransferRequest, type ConversationRead,
} from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { ModalForm } from '../../ui/ModalForm';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { addNote, startConversation, transferConversation, updatePriority, useCampaignAgents, usePriorities } from './chat.api';

interface DialogProps {
  conversation: ConversationRead;
  opened: boolean;
  onClose(): void;
}

interface TransferValues extends Record<string, unknown> {
  campaign: string | null;
  assign: boolean;
  new_agent: string | null;
}

const transferBody = (values: TransferValues) => ({
  campaign: values.campaign ? Number(values.campaign) : 0,
  new_agent: values.assign && values.new_agent ? Number(values.new_agent) : null,
});

/** Transferir: a campaign is required; an agent of it only when 'Desea asignar al Agente?' is ticked. */
export function TransferModal({ conversation, opened, onClose, onDone }: DialogProps & { onDone(): void }) {
  const queryClient = useQueryClient();
  const campaigns = useCampaignOptions();
  return (
    <ModalForm<TransferValues>
      opened={opened}
      onClose={onClose}
      title="Transferir conversación"
      initialValues={{ campaign: null, assign: false, new_agent: null }}
      validate={schemaValidator(TransferRequest, transferBody, {
        campaign: (value: string | null) => (value ? null : CHAT_MSG.campaignRequired),
        new_agent: (value: string | null, values: TransferValues) => (values.assign && !value ? 'Selecciona un agente.' : null),
      })}
      onSubmit={async (values) => {
        try {
          await transferConversation(conversation, transferBody(values));
        } catch (error) {
          if (error instanceof ApiError && Object.keys(error.fields).length === 0) notifyErrorMessage(CHAT_MSG.transferFailed);
          throw error;
        }
        await queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
        onDone();
      }}
      success={CHAT_MSG.transferred}
      submitLabel="Transferir"
    >
      {(form) => <TransferFields form={form} campaigns={toSelectData(campaigns.data)} />}
    </ModalForm>
  );
}

function TransferFields({ form, campaigns }: { form: Parameters<Parameters<typeof ModalForm<TransferValues>>[0]['children']>[0]; campaigns: { value: string; label: string }[] }) {
  const agents = useCampaignAgents(form.values.campaign ? Number(form.values.campaign) : null);
  return (
    <>
      <Select label="Campaña" withAsterisk data={campaigns} searchable {...form.getInputProps('campaign')}
        onChange={(value) => { form.setFieldValue('campaign', value); form.setFieldValue('new_agent', null); }} />
      <Checkbox label="Desea asignar al Agente?" {...form.getInputProps('assign', { type: 'checkbox' })} />
      {form.values.assign && (
        <Select
          label="Agente"
          withAsterisk
          disabled={!form.values.campaign}
          data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: `${agent.get_full_name} (${agent.status})` }))}
          renderOption={({ option }) => (
            <Text size="sm" c={option.label.endsWith('(DESCONECTADO)') ? 'red.8' : 'green.9'}>{option.label}</Text>
          )}
          {...form.getInputProps('new_agent')}
        />
      )}
    </>
  );
}

/** Notas: an internal note, stored with the conversation and never sent to the customer. */
export function NoteModal({ conversation, opened, onClose }: DialogProps) {
  const toQuery = (values: { message_nota: string }) => ({ message_nota: values.message_nota });
  return (
    <ModalForm<{ message_nota: string }>
      opened={opened}
      onClose={onClose}
      title="Nota interna"
      initialValues={{ message_nota: '' }}
      validate={schemaValidator(NoteQuery, toQuery)}
      onSubmit={async (values) => {
        try {
          await addNote(conversation, values.message_nota.trim());
        } catch (error) {
          notifyErrorMessage(CHAT_MSG.gestionNotCreated);
          throw error;
        }
      }}
      success={CHAT_MSG.noteSaved}
    >
      {(form) => <Textarea label="Nota" description="Solo la ve el equipo." autosize minRows={3} data-autofocus {...form.getInputProps('message_nota')} />}
    </ModalForm>
  );
}

/** The plus button: checks a number (Colombia by default) and opens its conversation. */
export function NewChatModal({ opened, onClose, onStarted }: { opened: boolean; onClose(): void; onStarted(conversation: ConversationRead): void }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const started = await startConversation(phone.trim());
      notifySuccess(CHAT_MSG.phoneExists);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.part('list') });
      onStarted(started.conversation);
      setPhone('');
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiError
        ? (failure.fields.phone?.[0] ?? (failure.status === 400 ? CHAT_MSG.phoneMissing : CHAT_MSG.phoneCheckFailed))
        : CHAT_MSG.phoneCheckFailed;
      setError(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Nuevo chat" centered>
      <Stack>
        <TextInput label="Número de teléfono" description="Colombia (+57) si no escribes el indicativo." placeholder="300 123 4567"
          inputMode="tel" value={phone} error={error} data-autofocus
          onChange={(e) => setPhone(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') void start(); }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancelar</Button>
          <Button onClick={() => void start()} loading={busy} disabled={!phone.trim()}>Verificar e iniciar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Configuración (elevated roles): Prioridades (MEDIO, ALTO in minutes) and Cierre de Gestión (hours). */
export function ChatSettings() {
  const queryClient = useQueryClient();
  const priorities = usePriorities();
  const save = async (id: number, time: string | null) => {
    if (!time) return;
    try {
      await updatePriority(id, Number(time));
      notifySuccess('Se ha actualizado la prioridad');
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
    } catch (error) {
      showServerErrors({ setFieldError: (_f, message) => notifyErrorMessage(message), getValues: () => ({}) }, error);
    }
  };
  const rows = priorities.data ?? [];
  const select = (name: string, options: readonly number[], unit: string) => {
    const row = rows.find((r) => r.name === name);
    return row && (
      <Select key={name} label={name === 'GESTION' ? 'Cerrar tras' : `${name} tras`} allowDeselect={false}
        data={options.map((value) => ({ value: String(value), label: `${value} ${unit}` }))}
        value={String(row.time)} onChange={(value) => void save(row.id, value)} />
    );
  };
  return (
    <Accordion variant="separated" defaultValue="prioridades">
      <Accordion.Item value="prioridades">
        <Accordion.Control>Prioridades</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <Text size="xs" c="dimmed">Minutos que el cliente espera respuesta antes de que la conversación cambie de color.</Text>
            {select('MEDIO', PRIORITY_MINUTES, 'minutos')}
            {select('ALTO', PRIORITY_MINUTES, 'minutos')}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="cierre">
        <Accordion.Control>Cierre de Gestión</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <Text size="xs" c="dimmed">Una conversación sin actividad se cierra y su gestión queda VENCIDA.</Text>
            {select('GESTION', CLOSING_TIME_HOURS, 'horas')}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
