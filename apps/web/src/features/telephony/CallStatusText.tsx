import { useEffect, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { formatPhone, type PhoneCallRead } from '@atiende/shared';
import { callLabel, callSeconds, formatCallTime, isCallInProgress } from './call-status';

/** Seconds of conversation of `call`, counting each second while it is answered. */
export function useCallSeconds(call: PhoneCallRead | null): number {
  const [now, setNow] = useState(() => Date.now());
  const talking = call?.estado === 'contestada';
  useEffect(() => {
    if (!talking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [talking]);
  return call ? callSeconds(call, now) : 0;
}

const labelColor = (call: PhoneCallRead) => (call.estado === 'fallida' ? 'red' : call.estado === 'contestada' ? 'teal' : undefined);

/**
 * A call's state in words ('Timbrando…', 'En llamada', 'Ocupado'…) with its m:ss timer while it goes on;
 * `placing` shows 'Marcando…' while the server has not answered yet.
 */
export function CallStatusText({ call, placing = false, withNumber = false }: { call: PhoneCallRead | null; placing?: boolean; withNumber?: boolean }) {
  const seconds = useCallSeconds(call);
  const going = placing || isCallInProgress(call);
  const label = placing && !isCallInProgress(call) ? 'Marcando…' : call ? callLabel(call) : null;
  if (!label) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} c={call && !placing ? labelColor(call) : undefined} role="status" data-testid="call-state">
        {label}
        {withNumber && call ? ` · ${formatPhone(`+${call.number}`)}` : ''}
      </Text>
      {going && <Text ff="monospace" data-testid="call-timer">{formatCallTime(isCallInProgress(call) ? seconds : 0)}</Text>}
    </Group>
  );
}
