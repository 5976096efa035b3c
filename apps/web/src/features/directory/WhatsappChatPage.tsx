import { useLocation } from 'react-router';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconInfoCircle } from '@tabler/icons-react';
import { PageHeader } from '../../ui/PageHeader';
import { useContact } from '../contacts/contacts.api';
import type { InternalChatNavigationState } from './directory.api';

function readState(state: unknown): InternalChatNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const { selectedChatId, contactId } = state as Partial<InternalChatNavigationState>;
  return typeof selectedChatId === 'string' && typeof contactId === 'number' ? (state as InternalChatNavigationState) : null;
}

/** /chat: the WhatsApp conversation chosen in the contact directory. */
export function WhatsappChatPage() {
  const chat = readState(useLocation().state);
  return (
    <>
      <PageHeader title="Chat" />
      {chat ? (
        <Conversation chat={chat} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">Elige un contacto y uno de sus números en el Directorio de Contactos para abrir una conversación.</Text>
        </Paper>
      )}
    </>
  );
}

function Conversation({ chat }: { chat: InternalChatNavigationState }) {
  const contact = useContact(chat.contactId);
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Stack>
        {contact.isPending ? (
          <Skeleton height={28} width="70%" />
        ) : (
          <Title order={3} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconBrandWhatsapp size={26} color="var(--mantine-color-green-6)" aria-hidden />
            {`Conversación de WhatsApp con ${contact.data?.get_full_name ?? `el contacto ${chat.contactId}`} (${chat.selectedChatId})`}
          </Title>
        )}
        {contact.isError && <Text size="sm" c="red">No se pudo cargar el contacto.</Text>}
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>El canal de WhatsApp aún no está conectado.</Alert>
      </Stack>
    </Paper>
  );
}
