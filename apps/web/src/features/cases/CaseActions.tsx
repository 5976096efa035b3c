import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconCheck, IconFlag, IconHandClick } from '@tabler/icons-react';
import { CASE_ESTADO_LABELS, CASE_MSG, CaseStateChange, caseActionsFor, type CaseAction, type CaseListItem } from '@atiende/shared';
import { notifySuccess } from '../../ui/notices';
import { changeCaseState, useRefreshCases } from './cases.api';
import { devicePosition, notifyCaseError } from './case-actions';
import { maxLengthOf } from '../../ui/form';

const ICONS: Record<CaseAction, typeof IconCheck> = {
  ACEPTAR: IconHandClick,
  INICIAR: IconPlayerPlay,
  PAUSAR: IconPlayerPause,
  REANUDAR: IconPlayerPlay,
  FINALIZAR: IconFlag,
};
const COLORS: Record<CaseAction, string> = { ACEPTAR: 'blue', INICIAR: 'grape', PAUSAR: 'orange', REANUDAR: 'grape', FINALIZAR: 'green' };

/** The buttons of §4 for the case's estado; each asks '¿{action} caso {name} ?' with observations, then sends the device position. */
export function CaseActions({ item, size = 'xs' }: { item: Pick<CaseListItem, 'id' | 'name' | 'estado' | 'puede_gestionar'>; size?: string }) {
  const [action, setAction] = useState<CaseAction | null>(null);
  if (!item.puede_gestionar) return null;
  const actions = caseActionsFor(item.estado);
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {actions.map((name) => {
          const Icon = ICONS[name];
          return (
            <Button key={name} size={size} variant="light" color={COLORS[name]} leftSection={<Icon size={14} />} onClick={() => setAction(name)}>
              {name}
            </Button>
          );
        })}
      </Group>
      <ConfirmAction item={item} action={action} onClose={() => setAction(null)} />
    </>
  );
}

function ConfirmAction({ item, action, onClose }: { item: Pick<CaseListItem, 'id' | 'name'>; action: CaseAction | null; onClose(): void }) {
  const [observaciones, setObservaciones] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshCases();
  const close = () => {
    setObservaciones('');
    onClose();
  };
  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const coordenadas = await devicePosition();
      const changed = await changeCaseState(item.id, { accion: action, observaciones, coordenadas });
      await refresh();
      notifySuccess(`${changed.name}: ${CASE_ESTADO_LABELS[changed.estado]}`);
      close();
    } catch (error) {
      notifyCaseError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={action !== null} onClose={close} title="Confirmar" centered>
      {action && <Text fw={600}>{CASE_MSG.confirmAction(action, item.name)}</Text>}
      <Textarea mt="md" label="Observaciones" autosize minRows={2} value={observaciones} maxLength={maxLengthOf(CaseStateChange.shape.observaciones)}
        onChange={(event) => setObservaciones(event.currentTarget.value.toUpperCase())} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>No</Button>
        <Button onClick={confirm} loading={busy} data-testid="confirm-case-action">Si</Button>
      </Group>
    </Modal>
  );
}
