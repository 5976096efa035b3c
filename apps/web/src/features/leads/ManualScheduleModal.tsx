import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Checkbox, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LEADS_MAX_SCHEDULE } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { ContactSelect } from '../../ui/ContactPicker';
import { parseDay } from '../../ui/dates';
import { notifyErrorMessage, notifyError, notifySuccess } from '../../ui/notices';
import { useForm } from '../../ui/use-form';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { useCampaignAgents } from '../chat/chat.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { scheduleLeads } from './leads.api';
import { emptyScheduleItem, scheduleFormErrors, scheduleItemPayload, serverScheduleErrors, type ScheduleItemValues } from './schedule-items';

interface ScheduleValues {
  items: ScheduleItemValues[];
}

type ScheduleFormApi = UseFormReturnType<ScheduleValues>;

/** One scheduled follow-up: who (a contact or a new one), campaign, agent of that campaign, observations and due date. */
function ScheduleItemFields({ form, index, removable }: { form: ScheduleFormApi; index: number; removable: boolean }) {
  const path = (field: keyof ScheduleItemValues) => `items.${index}.${field}`;
  const item = form.values.items[index]!;
  const campaigns = useCampaignOptions();
  const agents = useCampaignAgents(item.campaign ? Number(item.campaign) : null);
  const agentData = (agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.get_full_name }));
  const heading = `Programación ${index + 1}`;
  return (
    <Paper withBorder p="md" radius="md" component="fieldset" aria-label={heading} data-testid="schedule-item" style={{ margin: 0, minWidth: 0 }}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">{heading}</Title>
        {removable && (
          <Tooltip label="Quitar">
            <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${heading}`} onClick={() => form.removeListItem('items', index)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Stack gap="sm">
        <Checkbox label="Crear un contacto nuevo" {...form.getInputProps(path('newContact'), { type: 'checkbox' })} />
        {item.newContact ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombres" withAsterisk {...form.getInputProps(path('first_name'))} />
            <TextInput label="Apellidos" withAsterisk {...form.getInputProps(path('last_name'))} />
            <TextInput label="Email" type="email" withAsterisk {...form.getInputProps(path('email'))} />
            <TextInput label="Teléfono" inputMode="tel" withAsterisk {...form.getInputProps(path('phone'))} />
          </SimpleGrid>
        ) : (
          <ContactSelect label="Contacto" withAsterisk value={item.contact} error={form.errors[path('contact')] as string | undefined}
            onChange={(option) => {
              form.setFieldValue(path('contact'), option);
              form.clearFieldError(path('contact'));
            }} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Campaña" withAsterisk searchable data={toSelectData(campaigns.data)} nothingFoundMessage="No se encontraron resultados"
            {...form.getInputProps(path('campaign'))}
            onChange={(value) => {
              form.setFieldValue(path('campaign'), value);
              form.setFieldValue(path('agent'), null);
            }} />
          <Select label="Agente" withAsterisk searchable data={agentData} disabled={!item.campaign}
            placeholder={item.campaign ? 'Seleccione' : 'Elija primero la campaña'} nothingFoundMessage="La campaña no tiene agentes"
            {...form.getInputProps(path('agent'))} />
        </SimpleGrid>
        <Textarea label="Observaciones" withAsterisk autosize minRows={2} maxRows={5} {...form.getInputProps(path('observaciones'))} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput label="Fecha de vencimiento" withAsterisk valueFormat="DD/MM/YYYY" dateParser={parseDay} placeholder="DD/MM/AAAA" clearable
            {...form.getInputProps(path('fecha'))} />
          <TimeInput label="Hora de vencimiento" description="Sin hora, vence al final del día" {...form.getInputProps(path('hora'))} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function ScheduleForm({ onClose }: { onClose(): void }) {
  const queryClient = useQueryClient();
  const form = useForm<ScheduleValues>({
    initialValues: { items: [emptyScheduleItem()] },
    validate: (values) => scheduleFormErrors(values.items),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await scheduleLeads({ leads: values.items.map(scheduleItemPayload) as never });
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
        notifyError(error);
        return;
      }
      const { byField, general } = serverScheduleErrors(error.fields);
      form.setErrors(byField);
      if (general.length) notifyErrorMessage(general.join(' '));
    }
  });
  const { items } = form.values;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">Cada programación queda PENDIENTE para su agente hasta la fecha de vencimiento.</Text>
        {items.map((item, index) => <ScheduleItemFields key={item.key} form={form} index={index} removable={items.length > 1} />)}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} />} disabled={items.length >= LEADS_MAX_SCHEDULE}
            onClick={() => form.insertListItem('items', emptyScheduleItem())}>
            Agregar otra programación
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>Cancelar</Button>
            <Button type="submit" loading={form.submitting}>Programar</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Programación Manual': one or more follow-ups scheduled by hand; all are saved or none, problems under their fields. */
export function ManualScheduleModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Programación Manual" size="xl" centered>
      <ScheduleForm onClose={onClose} />
    </Modal>
  );
}
