import { useEffect, useRef, useState } from 'react';
import { Affix, ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Transition } from '@mantine/core';
import { IconPhone, IconPhoneOff, IconPlugConnectedX, IconX } from '@tabler/icons-react';
import { SOFTPHONE_PREFIX } from '@atiende/shared';
import { linkProblem } from '../../features/telephony/call-status';
import { useCallStateLive, useCanCall, useCurrentCall } from '../../features/telephony/call-state';
import { CallStatusText } from '../../features/telephony/CallStatusText';
import { CallTypification } from '../../features/telephony/CallTypification';
import { FLOATING_BUTTON_BOTTOM, FLOATING_BUTTON_GAP, FLOATING_BUTTON_SIZE } from './layout-settings';
import { registerDialer, type DialRequest } from './softphone-dial';

export { formatCallTime } from '../../features/telephony/call-status';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

/** Floating dial pad, for who may use telephony ('Usar Telefonía'). */
export function Softphone({ left = 0 }: { left?: number }) {
  return useCanCall() ? <SoftphonePad left={left} /> : null;
}

/**
 * A call sends the number prefixed with 57 (and the fixed extension, which the server uses when the user has none
 * of their own). The pad follows the call live: Marcando…, Timbrando…, En llamada with its timer from the answer,
 * then Llamada terminada or why it failed; it resets by itself when the call ends, whoever hangs up.
 */
function SoftphonePad({ left }: { left: number }) {
  useCallStateLive();
  const { call, ami, inProgress, place, hangup } = useCurrentCall();
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [placing, setPlacing] = useState(false);
  const busy = placing || inProgress;
  const problem = busy ? null : linkProblem(ami);
  const locked = busy || problem !== null;

  // The call ended (colgada or fallida): the number typed for it goes.
  const endedCall = call && !inProgress ? call.id : null;
  useEffect(() => {
    if (endedCall !== null) setNumber('');
  }, [endedCall]);

  /** Places the call to `dialed` (what the PBX dials); answers whether it started. The number stays typed when it did not. */
  const start = async (dialed: string, contacto?: number): Promise<boolean> => {
    setPlacing(true);
    try {
      return await place(dialed, contacto);
    } finally {
      setPlacing(false);
    }
  };
  const dialTyped = async () => {
    if (!number || locked) return;
    await start(`${SOFTPHONE_PREFIX}${number}`);
  };
  // A page's click-to-call (a lead's or a contact's phone): the pad opens with the number and calls it, unless a call is on.
  const blocked = useRef(locked);
  blocked.current = locked;
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => registerDialer(async (request: DialRequest) => {
    setOpen(true);
    if (blocked.current) return false;
    setNumber(request.shown);
    return startRef.current(request.dialed, request.contacto);
  }), []);
  const hangUp = async () => {
    await hangup();
    setNumber('');
  };
  // The last call's outcome stays in view until a new number is typed.
  const shownCall = busy || !number ? call : null;

  return (
    <>
      {/* Under the sidebar drawer of a phone (z-index app + 1), above the page. */}
      <Affix position={{ bottom: FLOATING_BUTTON_BOTTOM, left: left + FLOATING_BUTTON_GAP }} zIndex={100}>
        <Transition transition="slide-up" mounted={open}>
          {(styles) => (
            <Paper shadow="lg" p="md" radius="md" withBorder style={styles} w={240} mb="sm" aria-label="Marcador telefónico">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>Teléfono</Text>
                  <ActionIcon variant="subtle" aria-label="Cerrar marcador" onClick={() => setOpen(false)}><IconX size={16} /></ActionIcon>
                </Group>
                {problem && (
                  <Alert color="orange" variant="light" p="xs" icon={<IconPlugConnectedX size={16} />} role="status">{problem}</Alert>
                )}
                <TextInput
                  aria-label="Número"
                  placeholder="Número"
                  value={number}
                  disabled={locked}
                  inputMode="numeric"
                  onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, ''))}
                  onKeyDown={(e) => e.key === 'Enter' && void dialTyped()}
                />
                <SimpleGrid cols={3} spacing={6}>
                  {KEYS.map((key) => (
                    <Button key={key} variant="default" disabled={locked} onClick={() => setNumber((n) => n + key)}>{key}</Button>
                  ))}
                </SimpleGrid>
                <CallStatusText call={shownCall} placing={placing} />
                {busy ? (
                  <Button color="red" leftSection={<IconPhoneOff size={16} />} disabled={!inProgress} onClick={() => void hangUp()}>Colgar</Button>
                ) : (
                  <Button color="teal" leftSection={<IconPhone size={16} />} disabled={!number || locked} onClick={() => void dialTyped()}>Llamar</Button>
                )}
              </Stack>
            </Paper>
          )}
        </Transition>
        {!open && (
          <ActionIcon size={FLOATING_BUTTON_SIZE} radius="xl" color={inProgress ? 'red' : 'teal'} variant="filled"
            aria-label={inProgress ? 'Abrir marcador (llamada en curso)' : 'Abrir marcador'} onClick={() => setOpen(true)}>
            <IconPhone size={24} />
          </ActionIcon>
        )}
      </Affix>
      <CallTypification call={call} />
    </>
  );
}
