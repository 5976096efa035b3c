import { useState } from 'react';
import {
  Badge, Button, Checkbox, CopyButton, Group, MultiSelect, Paper, PasswordInput, Select, Skeleton, Stack, Table, Text, Textarea, TextInput, Tooltip,
} from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { CHAT_CHANNEL_TYPES, CHAT_MSG, ChannelCreate, ChannelUpdate, type ChannelRead, type ChatChannelType } from '@atiende/shared';
import { ModalForm } from '../../ui/ModalForm';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, confirmedDeleteAction, editAction } from '../../ui/RowActions';
import { schemaValidator } from '../../ui/form';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { toSelectData } from '../gestiones/gestiones.api';
import { createChannel, deleteChannel, updateChannel, useChannels, useRefreshChannels } from './channels.api';
import { CONFIG_FIELDS } from './channel-fields';

interface ChannelValues extends Record<string, unknown> {
  nombre: string;
  tipo: ChatChannelType;
  campaign: string | null;
  config: Record<string, string>;
  withBot: boolean;
  welcome: string;
  botCampaigns: string[];
}

/** What is sent: empty fields are left out, so an edit keeps the stored secrets it does not change. */
function toBody(values: ChannelValues) {
  const config = Object.fromEntries(Object.entries(values.config).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
  return {
    nombre: values.nombre.trim(), tipo: values.tipo, campaign: values.campaign ? Number(values.campaign) : 0, config,
    bot: values.withBot ? { welcome: values.welcome.trim(), campaigns: values.botCampaigns.map(Number) } : null,
  };
}

const webhookUrl = (channel: ChannelRead) => `${window.location.origin}${channel.webhook_url}`;

/** /channels (Administración → Canales): the WhatsApp numbers, Telegram bots and Facebook pages, with their webhook URLs. */
export function ChannelsPage() {
  const channels = useChannels();
  const refresh = useRefreshChannels();
  const [editing, setEditing] = useState<ChannelRead | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader title="Canales" description="Números de WhatsApp, bots de Telegram y páginas de Facebook por los que llegan las conversaciones."
        actions={<Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>Agregar canal</Button>} />
      <Paper withBorder p="md" radius="md">
        {channels.isPending ? <Skeleton height={120} /> : channels.isError ? (
          <Text c="red">No se pudo cargar la información.</Text>
        ) : channels.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">Aún no hay canales. Agrega uno y pega su URL de webhook en Meta o en Telegram.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr><Table.Th>Nombre</Table.Th><Table.Th>Tipo</Table.Th><Table.Th>Campaña</Table.Th><Table.Th>URL del webhook</Table.Th><Table.Th w={110}>Acción</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {channels.data.map((channel) => (
                  <Table.Tr key={channel.id}>
                    <Table.Td>{channel.nombre}</Table.Td>
                    <Table.Td><Badge variant="light">{channel.tipo}</Badge></Table.Td>
                    <Table.Td>{channel.campaign_name}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="xs" ff="monospace" truncate maw={320}>{webhookUrl(channel)}</Text>
                        <CopyButton value={webhookUrl(channel)} timeout={2000}>
                          {({ copied, copy }) => (
                            <Tooltip label={copied ? '¡URL copiada!' : 'Copiar URL'}>
                              <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`Copiar URL del webhook de ${channel.nombre}`}><IconCopy size={14} /></Button>
                            </Tooltip>
                          )}
                        </CopyButton>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <RowActions actions={[
                        editAction(channel.nombre, { onClick: () => setEditing(channel) }),
                        confirmedDeleteAction(channel.nombre, {
                          question: `¿Eliminar el canal ${channel.nombre}? Las conversaciones cerradas se conservan.`,
                          success: CHAT_MSG.channelDeleted,
                          remove: async () => { await deleteChannel(channel.id); await refresh(); },
                        }),
                      ]} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <ChannelForm key={creating ? 'new' : editing?.id ?? 'none'} opened={creating || editing !== null} channel={editing}
        onClose={() => { setCreating(false); setEditing(null); }} onSaved={refresh} />
    </>
  );
}

function ChannelForm({ opened, channel, onClose, onSaved }: { opened: boolean; channel: ChannelRead | null; onClose(): void; onSaved(): Promise<void> }) {
  const campaigns = useCampaignOptions();
  const initialConfig = (tipo: ChatChannelType) => Object.fromEntries(CONFIG_FIELDS[tipo].map((field) => [
    field.name, channel && !field.secret ? (channel.config[field.name] ?? '') : '',
  ]));
  const tipo = channel?.tipo ?? 'WhatsApp';
  return (
    <ModalForm<ChannelValues>
      opened={opened}
      onClose={onClose}
      title={channel ? `Editar ${channel.nombre}` : 'Agregar canal'}
      size="lg"
      initialValues={{
        nombre: channel?.nombre ?? '', tipo, campaign: channel ? String(channel.campaign) : null, config: initialConfig(tipo),
        withBot: Boolean(channel?.bot), welcome: channel?.bot?.welcome ?? '¡Hola! Gracias por escribirnos. ¿Con qué área deseas hablar?',
        botCampaigns: channel?.bot?.campaigns.map(String) ?? [],
      }}
      validate={channel
        ? schemaValidator(ChannelUpdate, (v: ChannelValues) => { const { tipo: _t, ...rest } = toBody(v); return rest; })
        : schemaValidator(ChannelCreate, toBody)}
      onSubmit={async (values) => {
        const body = toBody(values);
        if (channel) {
          const { tipo: _tipo, ...changes } = body;
          await updateChannel(channel.id, changes);
        } else {
          await createChannel(body as never);
        }
        await onSaved();
      }}
      success={channel ? CHAT_MSG.channelUpdated : CHAT_MSG.channelCreated}
    >
      {(form) => (
        <Stack gap="xs">
          <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('nombre')} />
          <Group grow>
            <Select label="Tipo" data={[...CHAT_CHANNEL_TYPES]} allowDeselect={false} disabled={channel !== null} {...form.getInputProps('tipo')}
              onChange={(value) => { form.setFieldValue('tipo', value as ChatChannelType); form.setFieldValue('config', Object.fromEntries(CONFIG_FIELDS[value as ChatChannelType].map((f) => [f.name, '']))); }} />
            <Select label="Campaña (cola)" withAsterisk data={toSelectData(campaigns.data)} searchable {...form.getInputProps('campaign')} />
          </Group>
          {CONFIG_FIELDS[form.values.tipo].map((field) => {
            const key = `${form.values.tipo}-${field.name}`;
            const props = {
              label: field.label,
              description: field.secret && channel ? `Guardado: ${channel.config[field.name] ?? '••••'}. Déjalo vacío para conservarlo.` : field.description,
              withAsterisk: field.name !== 'api_url' && !(field.secret && channel),
              value: form.values.config[field.name] ?? '',
              error: form.errors[`config.${field.name}`],
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(`config.${field.name}` as never, event.currentTarget.value as never),
            };
            return field.secret ? <PasswordInput key={key} autoComplete="new-password" {...props} /> : <TextInput key={key} {...props} />;
          })}
          <Checkbox mt="xs" label="Bot de bienvenida: el cliente elige la campaña en un menú numerado" {...form.getInputProps('withBot', { type: 'checkbox' })} />
          {form.values.withBot && (
            <>
              <Textarea label="Mensaje de bienvenida" withAsterisk autosize minRows={2} {...form.getInputProps('welcome')}
                error={form.errors['bot.welcome'] ?? form.errors.bot} />
              <MultiSelect label="Campañas del menú (en este orden)" withAsterisk data={toSelectData(campaigns.data)} maxValues={9} searchable
                {...form.getInputProps('botCampaigns')} error={form.errors['bot.campaigns']} />
            </>
          )}
        </Stack>
      )}
    </ModalForm>
  );
}
