import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconHandGrab, IconNote } from '@tabler/icons-react';
import type { ConversationRead } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { takeOverConversation } from './chat.api';

/** Said when taking over failed without a reason from the server (the network dropped). */
export const TAKE_OVER_FAILED = 'No se pudo tomar el control de la conversación. Inténtalo de nuevo.';

/**
 * Whether the screen is a supervisor's read-only view of another agent's conversation ('Supervisando'): it is open
 * (EN_GESTION), it is not the viewer's, and the viewer sees every agent's conversations, as the server asks to take
 * one over or to leave a note in it.
 */
export function isSupervising(conversation: Pick<ConversationRead, 'estado' | 'agent'>, me: number, seesAll: boolean): boolean {
  return seesAll && conversation.estado === 'EN_GESTION' && conversation.agent?.id !== me;
}

/** The header's mark of the supervisor's view. */
export function SupervisingBadge() {
  return (
    <Badge size="sm" color="orange" variant="light" leftSection={<IconEye size={12} aria-hidden />} style={{ flexShrink: 0 }}
      data-testid="supervising-badge">
      Supervisando
    </Badge>
  );
}

interface SupervisionBarProps {
  conversation: ConversationRead;
  /** Opens the internal note (never sent to the customer). */
  onNote(): void;
}

/**
 * What a supervisor has in place of the message box in an agent's conversation: who attends it, an internal note
 * and 'Tomar el control', which asks first (the agent is told) and then makes the conversation the supervisor's,
 * so that the message box comes back.
 */
export function SupervisionBar({ conversation, onNote }: SupervisionBarProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const agent = conversation.agent?.get_full_name || 'otro agente';

  const takeOver = async () => {
    setBusy(true);
    try {
      const answer = await takeOverConversation(conversation.id);
      setConfirming(false);
      notifySuccess(answer.detail);
    } catch (error) {
      setConfirming(false);
      // 409: it is already the supervisor's, or it closed meanwhile; the conversation read again shows which.
      notifyErrorMessage(error instanceof ApiError ? error.message : TAKE_OVER_FAILED);
    } finally {
      setBusy(false);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.chat.all });
  };

  return (
    <Paper withBorder radius="md" p="xs" mt="xs" component="section" aria-label="Supervisión de la conversación"
      data-testid="supervision-bar" style={{ background: 'var(--mantine-color-orange-light)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <IconEye size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            Supervisando la conversación de <Text span fw={700} inherit>{agent}</Text>. El cliente no ve las notas.
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ marginLeft: 'auto' }}>
          <Button size="xs" variant="default" leftSection={<IconNote size={16} aria-hidden />} onClick={onNote}>Nota interna</Button>
          <Button size="xs" leftSection={<IconHandGrab size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            Tomar el control
          </Button>
        </Group>
      </Group>
      <Modal opened={confirming} onClose={() => { if (!busy) setConfirming(false); }} title="Tomar el control de la conversación" centered>
        <Stack gap="xs">
          <Text size="sm">
            {`La conversación con ${conversation.contacto.contact_name} pasará a ser tuya y podrás responder al cliente.`}
          </Text>
          <Text size="sm">{`${agent} recibirá un aviso de que tomaste el control.`}</Text>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>Cancelar</Button>
          <Button onClick={() => void takeOver()} loading={busy} data-autofocus>Tomar el control</Button>
        </Group>
      </Modal>
    </Paper>
  );
}
