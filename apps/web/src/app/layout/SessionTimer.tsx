import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { PAUSE_REASONS, PAUSE_REASON_LABELS, SESSION_TIMER_TICK_MS, type Me } from '@atiende/shared';

type PauseReason = (typeof PAUSE_REASONS)[number];
import { client } from '../api.client';
import { useAuth } from '../auth';
import { notifyError } from '../../ui/notices';

/** Seconds worked in the current session: time since login less the pauses, frozen while paused. */
export function workedSeconds(session: Me['session'], now: number, serverOffsetMs: number): number {
  if (!session.login_time) return 0;
  const serverNow = now + serverOffsetMs;
  const until = session.pause_started_at ? Date.parse(session.pause_started_at) : serverNow;
  return Math.max(0, Math.floor((until - Date.parse(session.login_time)) / 1000) - session.paused_seconds);
}

export function formatClock(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** How far the server's clock is ahead of this browser's, measured once per profile received. */
function useServerOffset(serverTime: string): number {
  return useMemo(() => {
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? 0 : server - Date.now();
  }, [serverTime]);
}

/** The worked time of the session, ticking every second (frozen while paused). */
export function SessionClock({ session, paused }: { session: Me['session']; paused: boolean }) {
  const offset = useServerOffset(session.server_time);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SESSION_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Badge size="lg" variant="light" color={paused ? 'orange' : 'teal'} data-testid="session-timer"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { fontVariantNumeric: 'tabular-nums', overflow: 'visible' } }}>
      {paused ? 'En pausa · ' : ''}
      {formatClock(workedSeconds(session, now, offset))}
    </Badge>
  );
}

export function SessionTimer() {
  const { user, refreshProfile } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user || user.status === 'DESCONECTADO') return null;

  const paused = user.status === 'PAUSA';
  const resume = async () => {
    setBusy(true);
    try {
      await client.post('/session_history/end_pause/');
      await refreshProfile();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <SessionClock session={user.session} paused={paused} />
      {paused ? (
        <Tooltip label="Reanudar">
          <ActionIcon variant="light" color="teal" size="lg" aria-label="Reanudar" loading={busy} onClick={resume}>
            <IconPlayerPlay size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Pausar">
          <ActionIcon variant="light" color="orange" size="lg" aria-label="Pausar" onClick={() => setDialogOpen(true)}>
            <IconPlayerPause size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <PauseDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} onPaused={refreshProfile} />
    </Group>
  );
}

function PauseDialog({ opened, onClose, onPaused }: { opened: boolean; onClose(): void; onPaused(): Promise<void> }) {
  const [reason, setReason] = useState<PauseReason | null>(PAUSE_REASONS[0]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (!reason) return;
      await client.post('/session_history/start_pause/', { body: { reason, comment } });
      await onPaused();
      setComment('');
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Iniciar pausa" centered>
      <Stack>
        <Text size="sm" c="dimmed">El tiempo de sesión se detiene mientras estés en pausa.</Text>
        <Select
          label="Motivo"
          data={PAUSE_REASONS.map((r) => ({ value: r, label: PAUSE_REASON_LABELS[r] }))}
          value={reason}
          onChange={(value) => setReason(value as PauseReason | null)}
          allowDeselect={false}
        />
        <Textarea label="Comentario" value={comment} onChange={(e) => setComment(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancelar</Button>
          <Button color="orange" loading={busy} onClick={confirm}>Pausar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
