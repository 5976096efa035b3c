import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, MultiSelect, Paper, Progress, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BROADCAST_SEND_ESTADO_LABELS, DifusionRequest, renderTemplate, type BroadcastRead, type TemplateRead } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { FIELDS_REFUSED, schemaValidator, showServerErrors } from '../../ui/form';
import { notifySuccess } from '../../ui/notices';
import { useForm } from '../../ui/use-form';
import { WhatsAppText } from '../../ui/WhatsAppText';
import { useGroupOptions } from '../contact-groups/contact-groups.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { useApprovedTemplates } from '../templates/templates.api';
import { sendBroadcast, useBroadcastStats, useSendableBroadcasts } from './broadcasts.api';

interface SendValues extends Record<string, unknown> {
  campaign_broadcast: string | null;
  grupo_contacto_id: string[];
  template: string | null;
  variables: string[];
  description: string;
}

const bodyOf = (values: SendValues) => ({
  campaign_broadcast: values.campaign_broadcast ? Number(values.campaign_broadcast) : undefined,
  grupo_contacto_id: values.grupo_contacto_id.map(Number),
  template: values.template ? Number(values.template) : undefined,
  variables: values.variables,
  description: values.description,
});

const validate = schemaValidator(DifusionRequest, bodyOf);

/** A send under way: its progress and figures, read again as /ws/difusion/ reports each batch. */
export function SendProgress({ broadcastId }: { broadcastId: number }) {
  const stats = useBroadcastStats(broadcastId);
  const progress = stats.data;
  if (!progress) return <Text size="sm" c="dimmed">Cargando el avance…</Text>;
  const { metadata } = progress;
  const done = progress.status === 'FINALIZADO';
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} aria-live="polite" data-testid="send-status">
        {done ? 'La difusión terminó.' : `${BROADCAST_SEND_ESTADO_LABELS[progress.status]}: enviando los mensajes…`}
      </Text>
      <Progress value={metadata.progreso} size="lg" color={done ? 'teal' : 'blue'} animated={!done} aria-label="Avance de la difusión" />
      <Text size="sm">{`${metadata.progreso} %`}</Text>
      <SimpleGrid cols={3} spacing="xs">
        <Figure label="Mensajes enviados" value={metadata.mensajes_enviados} />
        <Figure label="Mensajes fallidos" value={metadata.mensajes_fallidos} />
        <Figure label="Mensajes pendientes" value={metadata.mensajes_pendientes} />
      </SimpleGrid>
      {!done && <Alert color="blue" variant="light">La difusión sigue enviándose aunque cierre esta ventana; su avance se ve en la tabla.</Alert>}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} size="lg">{value}</Text>
    </Paper>
  );
}

/** The chosen template's text with the values written so far, as the contacts will read it. */
function TemplateText({ template, variables }: { template: TemplateRead; variables: string[] }) {
  const values = Array.from({ length: template.variables }, (_, index) => variables[index]?.trim() || `{{${index + 1}}}`);
  return (
    <Paper withBorder p="sm" radius="md" style={{ background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))' }}>
      <Text size="xs" c="dimmed" mb={4}>Texto del template</Text>
      <WhatsAppText>{renderTemplate(template.body, values)}</WhatsAppText>
    </Paper>
  );
}

interface SendFormProps {
  initial: BroadcastRead | null;
  onStarted(broadcastId: number): void;
  onClose(): void;
}

function SendForm({ initial, onStarted, onClose }: SendFormProps) {
  const queryClient = useQueryClient();
  const broadcasts = useSendableBroadcasts(true);
  const groups = useGroupOptions();
  const form = useForm<SendValues>({
    initialValues: { campaign_broadcast: initial ? String(initial.id) : null, grupo_contacto_id: [], template: null, variables: [], description: '' },
    validate,
  });
  const sendable = [...(broadcasts.data ?? [])];
  if (initial && !sendable.some((broadcast) => broadcast.id === initial.id)) sendable.unshift(initial);
  const chosen = sendable.find((broadcast) => String(broadcast.id) === form.values.campaign_broadcast) ?? null;
  const templates = useApprovedTemplates(chosen?.campaign ?? null);
  const template = templates.data?.find((item) => String(item.id) === form.values.template) ?? null;

  const submit = form.onSubmit(async (values) => {
    try {
      const started = await sendBroadcast({ ...bodyOf(values), campaign_broadcast: Number(values.campaign_broadcast), template: Number(values.template) });
      notifySuccess(started.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts.all });
      onStarted(started.broadcast.id);
    } catch (error) {
      showServerErrors(form, error, 'Error', FIELDS_REFUSED);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select label="Campaña de difusión" withAsterisk searchable placeholder="Seleccione"
          data={sendable.map((broadcast) => ({ value: String(broadcast.id), label: `${broadcast.name} (${broadcast.campaign_name})` }))}
          nothingFoundMessage="No hay campañas de difusión por enviar" {...form.getInputProps('campaign_broadcast')}
          onChange={(value) => {
            form.setFieldValue('campaign_broadcast', value);
            form.setFieldValue('template', null);
            form.setFieldValue('variables', []);
          }} />
        <MultiSelect label="Grupos de contactos" withAsterisk searchable placeholder={form.values.grupo_contacto_id.length ? undefined : 'Seleccione uno o más'}
          data={toSelectData(groups.data)} nothingFoundMessage="No se encontraron resultados" {...form.getInputProps('grupo_contacto_id')} />
        <Select label="Template" withAsterisk searchable disabled={!chosen}
          placeholder={chosen ? 'Seleccione un template aprobado' : 'Elija primero la campaña de difusión'}
          description={chosen ? `Templates aprobados de la campaña ${chosen.campaign_name}` : undefined}
          data={toSelectData(templates.data)} nothingFoundMessage="La campaña no tiene templates aprobados" {...form.getInputProps('template')}
          onChange={(value) => {
            form.setFieldValue('template', value);
            const picked = templates.data?.find((item) => String(item.id) === value);
            form.setFieldValue('variables', Array.from({ length: picked?.variables ?? 0 }, () => ''));
          }} />
        {template && <TemplateText template={template} variables={form.values.variables} />}
        {template && template.variables > 0 && (
          <Stack gap={6} role="group" aria-labelledby="send-variables">
            <Text size="sm" fw={500} id="send-variables">Valores de las variables</Text>
            <Text size="xs" c="dimmed">Iguales para todos; [nombre] y [nombre_completo] se cambian por los del contacto.</Text>
            {form.values.variables.map((value, index) => (
              <TextInput key={index} label={`Variable {{${index + 1}}}`} withAsterisk value={value}
                onChange={(event) => form.setFieldValue(`variables.${index}`, event.currentTarget.value)} />
            ))}
            {typeof form.errors.variables === 'string' && <Text size="xs" c="red" role="alert">{form.errors.variables}</Text>}
          </Stack>
        )}
        <Textarea label="Descripción de la gestión" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>Cancelar</Button>
        <Button type="submit" loading={form.submitting}>Enviar</Button>
      </Group>
    </form>
  );
}

interface SendBroadcastModalProps {
  opened: boolean;
  /** The broadcast whose Enviar was pressed (chosen in the select). */
  broadcast: BroadcastRead | null;
  /** Once the send has started, the broadcast it follows; null while the form shows. */
  following: number | null;
  onStarted(broadcastId: number): void;
  onClose(): void;
}

/**
 * Enviar: the broadcast campaign, one or more contact groups and an APPROVED template of its campaign (with its
 * variables' values); once sent, the dialog follows the send's progress live.
 */
export function SendBroadcastModal({ opened, broadcast, following, onStarted, onClose }: SendBroadcastModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Enviar Campaña de Difusión" size="lg" centered>
      {following === null ? (
        <SendForm initial={broadcast} onStarted={onStarted} onClose={onClose} />
      ) : (
        <Stack>
          <SendProgress broadcastId={following} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Cerrar</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
