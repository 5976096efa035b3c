import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon, Alert, Badge, Button, Code, Divider, Grid, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title, Tooltip,
} from '@mantine/core';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import { MSG, PERMISSIONS } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { hasPermission, useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError, notifySuccess } from '../../ui/notices';
import {
  conversationKey, markRead, randomColombianMobile, randomTelegramChat, sendCustomerMessage, useSimChannels, useSimConversation,
  type CustomerMessage, type SimChannel,
} from './simulator.api';
import { SimulatorComposer, type ComposedMessage } from './SimulatorComposer';
import { SimulatorConversation } from './SimulatorConversation';

const TITLE = 'Simulador de canales';
const ADDRESS = /^\d{5,15}$/;
const newAddress = (tipo: SimChannel['tipo']) => (tipo === 'Telegram' ? randomTelegramChat() : randomColombianMobile());

/** How to point a channel at the simulator: the api_url each type needs on this server. */
function SetupHelp({ apiUrls, empty }: { apiUrls: Record<SimChannel['tipo'], string>; empty: boolean }) {
  return (
    <Alert color={empty ? 'yellow' : 'blue'} variant="light" title={empty ? 'Ningún canal apunta al simulador' : 'Cómo usar el simulador'}>
      <Text size="sm">Cree o edite un canal en Canales con este api_url; el simulador responde como Meta o Telegram y entrega los mensajes a su webhook.</Text>
      <Text size="sm" mt={4}>WhatsApp: <Code>{apiUrls.WhatsApp}</Code></Text>
      <Text size="sm">Telegram: <Code>{apiUrls.Telegram}</Code></Text>
    </Alert>
  );
}

interface CustomerProps {
  channels: SimChannel[];
  channelId: number | null;
  name: string;
  address: string;
  onChannel(id: number): void;
  onName(name: string): void;
  onAddress(address: string): void;
}

/** Who the customer is: the channel they write to, their name, and their number or Telegram chat. */
function CustomerCard({ channels, channelId, name, address, onChannel, onName, onAddress }: CustomerProps) {
  const channel = channels.find((c) => c.id === channelId);
  const telegram = channel?.tipo === 'Telegram';
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">Cliente</Title>
      <Stack gap="sm">
        <Select label="Canal" placeholder="Elija un canal" allowDeselect={false}
          data={channels.map((c) => ({ value: String(c.id), label: `${c.nombre} (${c.tipo})` }))}
          value={channelId === null ? null : String(channelId)} onChange={(value) => value && onChannel(Number(value))} />
        <TextInput label="Nombre del cliente" maxLength={100} value={name} onChange={(e) => onName(e.currentTarget.value)}
          error={name.trim() === '' ? MSG.required : undefined} />
        <TextInput label={telegram ? 'Chat de Telegram (id)' : 'Número de WhatsApp'} value={address}
          description={telegram ? 'El id del chat privado del cliente.' : 'Con el código del país, solo números: 57300…'}
          onChange={(e) => onAddress(e.currentTarget.value.replace(/\D/g, ''))}
          error={ADDRESS.test(address) ? undefined : 'Escriba solo números: entre 5 y 15 dígitos.'}
          rightSection={
            <Tooltip label={telegram ? 'Otro chat' : 'Otro número'}>
              <ActionIcon variant="subtle" aria-label={telegram ? 'Otro chat' : 'Otro número'} disabled={!channel}
                onClick={() => channel && onAddress(newAddress(channel.tipo))}>
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
          } />
        {channel && <Badge variant="light" color={telegram ? 'cyan' : 'green'}>{channel.tipo}</Badge>}
      </Stack>
    </Paper>
  );
}

function Simulator({ channels, apiUrls }: { channels: SimChannel[]; apiUrls: Record<SimChannel['tipo'], string> }) {
  const queryClient = useQueryClient();
  const [channelId, setChannelId] = useState<number | null>(channels[0]?.id ?? null);
  const [name, setName] = useState('Cliente de prueba');
  const [address, setAddress] = useState(() => newAddress(channels[0]?.tipo ?? 'WhatsApp'));
  const [reading, setReading] = useState(false);
  const channel = channels.find((c) => c.id === channelId) ?? null;
  const valid = channel !== null && ADDRESS.test(address) && name.trim() !== '';
  const conversation = useSimConversation(channelId, address, channel !== null && ADDRESS.test(address));
  const messages = conversation.data?.messages ?? [];
  const unread = messages.filter((m) => m.from === 'agent' && m.status !== 'read').length;

  const chooseChannel = (id: number) => {
    const next = channels.find((c) => c.id === id);
    if (next && next.tipo !== channel?.tipo) setAddress(newAddress(next.tipo));
    setChannelId(id);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationKey(channelId ?? 0, address) });

  const send = async (message: ComposedMessage) => {
    try {
      await sendCustomerMessage({ ...message, channel: channelId!, name: name.trim(), address } as CustomerMessage);
      await refresh();
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  const read = async () => {
    setReading(true);
    try {
      const answer = await markRead(channelId!, address);
      await refresh();
      notifySuccess(answer.read === 1 ? 'Se marcó 1 respuesta como leída.' : `Se marcaron ${answer.read} respuestas como leídas.`);
    } catch (error) {
      notifyError(error);
    } finally {
      setReading(false);
    }
  };

  const telegram = channel?.tipo === 'Telegram';
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          <CustomerCard channels={channels} channelId={channelId} name={name} address={address}
            onChannel={chooseChannel} onName={setName} onAddress={setAddress} />
          <SetupHelp apiUrls={apiUrls} empty={false} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs">
            <Stack gap={0}>
              <Title order={2} size="h4">{name.trim() || 'Cliente'}</Title>
              <Text size="sm" c="dimmed">{channel ? `${channel.nombre} · ${address}` : 'Elija un canal'}</Text>
            </Stack>
            {telegram ? (
              <Text size="sm" c="dimmed">Telegram no tiene confirmaciones de lectura.</Text>
            ) : (
              <Button variant="light" leftSection={<IconChecks size={16} />} onClick={() => void read()} loading={reading}
                disabled={!valid || unread === 0} title="El cliente lee las respuestas del agente: se envían los estados entregado y leído.">
                Marcar como leído
              </Button>
            )}
          </Group>
          <Divider mb="xs" />
          {conversation.isError
            ? <Alert color="red">{conversation.error.message}</Alert>
            : <SimulatorConversation messages={messages} loading={conversation.isPending && valid} />}
          <Divider my="xs" />
          <SimulatorComposer disabled={!valid} onSend={send} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function SimulatorContent() {
  const channels = useSimChannels();
  if (channels.isPending) return <Skeleton h={320} radius="md" />;
  if (channels.isError) {
    const off = channels.error instanceof ApiError && channels.error.status === 404;
    return (
      <Alert color={off ? 'yellow' : 'red'}>
        {off ? 'El simulador de canales está apagado en este servidor (se enciende con CHANNEL_SIMULATOR=true).' : channels.error.message}
      </Alert>
    );
  }
  const { channels: list, api_urls: apiUrls } = channels.data;
  if (list.length === 0) return <SetupHelp apiUrls={apiUrls} empty />;
  return <Simulator channels={list} apiUrls={apiUrls} />;
}

/** /simulador: plays the customer of a WhatsApp or Telegram channel served by the built-in simulator. */
export function SimulatorPage() {
  const me = useMe();
  const allowed = hasPermission(me, PERMISSIONS.chatUse) || hasPermission(me, PERMISSIONS.channelsManage);
  return (
    <>
      <PageHeader title={TITLE} description="Haga de cliente de WhatsApp o Telegram para probar el chat sin una cuenta de Meta ni de Telegram." />
      {allowed ? <SimulatorContent /> : <Alert color="red">{MSG.forbidden}</Alert>}
    </>
  );
}
