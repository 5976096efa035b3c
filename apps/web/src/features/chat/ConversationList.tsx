import { useState } from 'react';
import {
  Badge, Button, Group, Paper, ScrollArea, SegmentedControl, Skeleton, Stack, Tabs, Text, UnstyledButton, VisuallyHidden,
} from '@mantine/core';
import { IconBrandFacebook, IconBrandTelegram, IconBrandWhatsapp, IconCheck, IconNote } from '@tabler/icons-react';
import type { ConversationRead, FinalizadaFrecuencia } from '@atiende/shared';
import { useClosedConversations, useConversationList, type ChatTab, type ConversationPages } from './chat.api';
import { SlaBadge } from './SlaBadge';
import { PRIORITY_COLOR, waited } from './chat.format';
import { TruncatedText } from '../../ui/Truncated';

const CHANNEL_ICON = {
  WhatsApp: <IconBrandWhatsapp size={16} color="var(--mantine-color-green-6)" aria-label="WhatsApp" />,
  Telegram: <IconBrandTelegram size={16} color="var(--mantine-color-blue-5)" aria-label="Telegram" />,
  Facebook: <IconBrandFacebook size={16} color="var(--mantine-color-indigo-6)" aria-label="Facebook" />,
};

const FRECUENCIAS: { value: FinalizadaFrecuencia; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'today', label: 'Hoy' },
  { value: 'yesterday', label: 'Ayer' },
  { value: 'week', label: 'De la semana' },
  { value: 'month', label: 'Del mes' },
];

interface ConversationListProps {
  /** The id of the open conversation. */
  selected: number | null;
  /** Mis Gestiones or En Espera; the page moves back to Mis Gestiones once a waiting conversation is taken. */
  open: ChatTab;
  onOpenChange(tab: ChatTab): void;
  onSelect(conversation: ConversationRead, tab: ChatTab | 'closed'): void;
}

/** Abierto (Mis Gestiones / En Espera, with counts) and Finalizado (by period, Hoy by default). */
export function ConversationList({ selected, open, onOpenChange: setOpen, onSelect }: ConversationListProps) {
  const [frecuencia, setFrecuencia] = useState<FinalizadaFrecuencia>('today');
  const mine = useConversationList('mine');
  const waiting = useConversationList('waiting');
  const closed = useClosedConversations(frecuencia);

  return (
    <Tabs defaultValue="open" keepMounted={false} style={FILL}>
      <Tabs.List grow>
        <Tabs.Tab value="open">Abierto</Tabs.Tab>
        <Tabs.Tab value="closed">Finalizado</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="open" pt="xs" style={FILL}>
        <SegmentedControl
          fullWidth
          size="xs"
          value={open}
          onChange={(value) => setOpen(value as ChatTab)}
          data={[
            { value: 'mine', label: `Mis Gestiones (${mine.count})` },
            { value: 'waiting', label: `En Espera (${waiting.count})` },
          ]}
        />
        <Rows
          query={open === 'mine' ? mine : waiting}
          selected={selected}
          empty={open === 'mine' ? 'No tienes conversaciones abiertas.' : 'No hay conversaciones en espera.'}
          onSelect={(conversation) => onSelect(conversation, open)}
        />
      </Tabs.Panel>
      <Tabs.Panel value="closed" pt="xs" style={FILL}>
        <SegmentedControl fullWidth size="xs" value={frecuencia} onChange={(value) => setFrecuencia(value as FinalizadaFrecuencia)} data={FRECUENCIAS} />
        <Rows query={closed} selected={selected} empty="No hay conversaciones finalizadas en este periodo." onSelect={(c) => onSelect(c, 'closed')} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** A column that takes the height left to it, so only the rows scroll. */
const FILL = { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

interface RowsProps {
  query: ConversationPages;
  selected: number | null;
  empty: string;
  onSelect(conversation: ConversationRead): void;
}

function Rows({ query, selected, empty, onSelect }: RowsProps) {
  if (query.isPending) return <Stack mt="xs">{[1, 2, 3].map((i) => <Skeleton key={i} height={58} radius="md" />)}</Stack>;
  if (query.isError) return <Text c="red" size="sm" mt="sm">No se pudieron cargar las conversaciones.</Text>;
  const rows = query.results;
  if (rows.length === 0) return <Text c="dimmed" size="sm" ta="center" mt="md">{empty}</Text>;
  return (
    // The scrollbar keeps its own gutter: it never covers the waiting time at the end of a row.
    <ScrollArea mt="xs" type="auto" offsetScrollbars="y" style={{ flex: 1, minHeight: 0 }}>
      <Stack gap={6}>
        {rows.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} active={conversation.id === selected} onSelect={onSelect} />
        ))}
        {query.hasNextPage && (
          <Button variant="subtle" size="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Cargar más ({query.count - rows.length} restantes)
          </Button>
        )}
      </Stack>
    </ScrollArea>
  );
}

function ConversationRow({ conversation, active, onSelect }: { conversation: ConversationRead; active: boolean; onSelect(c: ConversationRead): void }) {
  const color = PRIORITY_COLOR[conversation.prioridad];
  const last = conversation.ultimo_message;
  const wait = conversation.estado !== 'FINALIZADA' ? waited(conversation.waiting_since) : null;
  const unread = conversation.no_leidos;
  const name = conversation.contacto.contact_name;
  return (
    // The button is named by what it shows, with the words a screen reader needs around it.
    <UnstyledButton onClick={() => onSelect(conversation)} aria-current={active ? 'true' : undefined}>
      <Paper withBorder p="xs" radius="md"
        style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)`, background: active ? 'var(--mantine-color-default-hover)' : undefined }}>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <VisuallyHidden>Conversación con</VisuallyHidden>
            <span aria-hidden style={{ display: 'flex' }}>{CHANNEL_ICON[conversation.type]}</span>
            <TruncatedText size="sm" fw={unread > 0 ? 800 : 500}>{name}</TruncatedText>
            <VisuallyHidden>{`(${conversation.type})`}</VisuallyHidden>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {wait && <Badge size="xs" color={color} variant="light" style={{ overflow: 'visible' }}>{wait}</Badge>}
            {unread > 0 && (
              <Badge size="sm" circle={unread < 10} color="green.8" data-testid="unread-badge">
                {unread}<VisuallyHidden> sin leer</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap={4} wrap="nowrap">
          {last?.kind === 'nota' && <IconNote size={12} aria-label="Nota" />}
          {last?.from_me && last.kind !== 'nota' && <IconCheck size={12} aria-label="Enviado desde el equipo" />}
          <TruncatedText size="xs" c={unread > 0 ? undefined : 'dimmed'} fw={unread > 0 ? 600 : undefined}>{last ? last.content || '(archivo)' : conversation.phone}</TruncatedText>
        </Group>
        <Group gap={6} wrap="nowrap">
          {conversation.campaign && <TruncatedText size="xs" c="dimmed">{conversation.campaign.name}</TruncatedText>}
          <SlaBadge conversation={conversation} />
          {conversation.fuera_horario && (
            <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0 }}>Fuera de horario</Badge>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
