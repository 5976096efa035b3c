import { ActionIcon, Menu } from '@mantine/core';
import { IconHeadphones } from '@tabler/icons-react';
import type { SpyMode, SupervisionRow } from '@atiende/shared';
import { client } from '../../app/api.client';
import { notifyError, notifySuccess } from '../../ui/notices';

const MODES: { modo: SpyMode; label: string; hint: string }[] = [
  { modo: 'escuchar', label: 'Escuchar', hint: 'Oye la llamada sin que nadie lo oiga' },
  { modo: 'susurrar', label: 'Susurrar al agente', hint: 'Solo el agente lo oye' },
  { modo: 'intervenir', label: 'Intervenir', hint: 'El agente y el cliente lo oyen' },
];

/** Joins an agent's call from the supervisor's own extension (ChanSpy): the extension rings, answered it enters the call. */
export function SpyMenu({ agent }: { agent: SupervisionRow }) {
  const spy = async (modo: SpyMode) => {
    try {
      const answer = await client.post('/issabel/spy/', { body: { agent: agent.id, modo } });
      notifySuccess(answer.detail);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Supervisar la llamada de ${agent.full_name}`} disabled={agent.status === 'DESCONECTADO'}>
          <IconHeadphones size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Llamada de {agent.full_name}</Menu.Label>
        {MODES.map(({ modo, label, hint }) => (
          <Menu.Item key={modo} onClick={() => void spy(modo)} title={hint}>{label}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
