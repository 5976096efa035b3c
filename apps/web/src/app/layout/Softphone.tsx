import { useEffect, useRef, useState } from 'react';
import { Affix, ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Transition } from '@mantine/core';
import { IconPhone, IconPhoneOff, IconX } from '@tabler/icons-react';
import { SOFTPHONE_EXTENSION, SOFTPHONE_PREFIX } from '@atiende/shared';
import { client } from '../api.client';
import { notifyError } from '../../ui/notices';
import { FLOATING_BUTTON_BOTTOM, FLOATING_BUTTON_GAP, FLOATING_BUTTON_SIZE } from './layout-settings';
import { registerDialer, type DialRequest } from './softphone-dial';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

export function formatCallTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Floating dial pad. A call sends the number prefixed with 57 from the fixed extension. */
export function Softphone({ left = 0 }: { left?: number }) {
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [channelId, setChannelId] = useState<string | null>(null);
  const [calling, setCalling] = useState(false);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (!calling) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [calling]);

  /** Places the call to `dialed` (what the PBX dials); answers whether it started. */
  const place = async (dialed: string): Promise<boolean> => {
    setCalling(true);
    setSeconds(0);
    try {
      const answer = await client.post('/issabel/make_call/', { body: { number: dialed, extension: SOFTPHONE_EXTENSION } });
      setChannelId(answer.data.channel_id);
      return true;
    } catch (error) {
      // The call did not start: the number stays typed so it can be tried again or corrected.
      notifyError(error);
      setCalling(false);
      setChannelId(null);
      setSeconds(0);
      return false;
    }
  };
  const call = async () => {
    if (!number) return;
    await place(`${SOFTPHONE_PREFIX}${number}`);
  };
  // A page's click-to-call (a lead's phone): the pad opens with the number and calls it, unless a call is on.
  const busy = useRef(calling);
  busy.current = calling;
  const placeRef = useRef(place);
  placeRef.current = place;
  useEffect(() => registerDialer(async (request: DialRequest) => {
    if (busy.current) return false;
    setOpen(true);
    setNumber(request.shown);
    return placeRef.current(request.dialed);
  }), []);
  const hangUp = async () => {
    if (channelId) await client.post('/issabel/hangup/', { body: { channel_id: channelId } }).catch(notifyError);
    reset();
  };
  const reset = () => {
    setCalling(false);
    setChannelId(null);
    setSeconds(0);
    setNumber('');
  };

  return (
    // Under the sidebar drawer of a phone (z-index app + 1), above the page.
    <Affix position={{ bottom: FLOATING_BUTTON_BOTTOM, left: left + FLOATING_BUTTON_GAP }} zIndex={100}>
      <Transition transition="slide-up" mounted={open}>
        {(styles) => (
          <Paper shadow="lg" p="md" radius="md" withBorder style={styles} w={240} mb="sm" aria-label="Marcador telefónico">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>Teléfono</Text>
                <ActionIcon variant="subtle" aria-label="Cerrar marcador" onClick={() => setOpen(false)}><IconX size={16} /></ActionIcon>
              </Group>
              <TextInput
                aria-label="Número"
                placeholder="Número"
                value={number}
                disabled={calling}
                inputMode="numeric"
                onChange={(e) => setNumber(e.currentTarget.value.replace(/\D/g, ''))}
                onKeyDown={(e) => e.key === 'Enter' && void call()}
              />
              <SimpleGrid cols={3} spacing={6}>
                {KEYS.map((key) => (
                  <Button key={key} variant="default" disabled={calling} onClick={() => setNumber((n) => n + key)}>{key}</Button>
                ))}
              </SimpleGrid>
              {calling && <Text ta="center" ff="monospace" data-testid="call-timer">{formatCallTime(seconds)}</Text>}
              {calling ? (
                <Button color="red" leftSection={<IconPhoneOff size={16} />} onClick={hangUp}>Colgar</Button>
              ) : (
                <Button color="teal" leftSection={<IconPhone size={16} />} disabled={!number} onClick={call}>Llamar</Button>
              )}
            </Stack>
          </Paper>
        )}
      </Transition>
      {!open && (
        <ActionIcon size={FLOATING_BUTTON_SIZE} radius="xl" color="teal" variant="filled" aria-label="Abrir marcador" onClick={() => setOpen(true)}>
          <IconPhone size={24} />
        </ActionIcon>
      )}
    </Affix>
  );
}
