import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoneOff } from '@tabler/icons-react';
import { linkProblem } from './call-status';
import { useCurrentCall } from './call-state';
import { CallStatusText } from './CallStatusText';

/**
 * The user's call as it goes (Marcando…, Timbrando…, En llamada with its timer, then how it ended) with Colgar
 * while it lasts; without a call, how to place one.
 */
export function CallStatusPanel() {
  const { call, ami, inProgress, hangup } = useCurrentCall();
  const problem = inProgress ? null : linkProblem(ami);
  return (
    <Stack gap="sm">
      {problem && <Alert color="orange" variant="light" role="status">{problem}</Alert>}
      {call ? (
        <Paper withBorder p="sm" radius="md" aria-label="Llamada">
          <Stack gap="xs">
            <CallStatusText call={call} withNumber />
            {inProgress && (
              <Group justify="flex-end">
                <Button color="red" size="xs" leftSection={<IconPhoneOff size={14} />} onClick={() => void hangup()}>Colgar</Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm">Usa el teléfono flotante o el botón de llamar de un contacto para marcar; al colgar la llamada a un contacto se abre su tipificación.</Text>
      )}
    </Stack>
  );
}
