import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { TYPIFICATION_MSG, type CampaignTypification } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { NamePromptModal } from './NamePromptModal';
import { TypificationColumn, type ColumnItem } from './TypificationColumn';
import {
  canManageTypification, saveTypification, TYPIFICATION_PERMISSIONS, useRefreshTypification, useTypificationTree,
} from './typification.api';
import {
  calificacionesOf, countNew, resultadosOf, savePayload, withCalificacion, withResultado, type TypificationDraft,
} from './typification.draft';

type Prompt = 'resultado' | 'calificacion' | null;

/** /typification: campaigns, their Resultados and the Calificaciones of each; new items are kept until 'Guardar Cambios'. */
export function TypificationEditorPage() {
  const canManage = canManageTypification(useMe(), TYPIFICATION_PERMISSIONS.resultados);
  const tree = useTypificationTree();
  const refreshTypification = useRefreshTypification();
  const [draft, setDraft] = useState<TypificationDraft>({});
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [resultadoName, setResultadoName] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const pending = countNew(draft);
  useConfirmLeavingWithChanges(pending > 0);

  const campaigns = tree.data?.results;
  const campaign = campaigns?.find((c) => c.id === campaignId);
  const resultados = campaign ? resultadosOf(campaign, draft) : [];
  const calificaciones = campaign && resultadoName ? calificacionesOf(campaign, resultadoName, draft) : [];

  const save = useMutation({
    mutationFn: () => saveTypification(savePayload(draft)),
    onSuccess: async () => {
      await refreshTypification();
      setDraft({});
      notifySuccess(TYPIFICATION_MSG.typificationSaved);
    },
    onError: () => notifyErrorMessage(TYPIFICATION_MSG.typificationSaveFailed),
  });

  const selectCampaign = (key: string) => {
    setCampaignId(Number(key));
    setResultadoName(null);
  };
  const addItem = (name: string) => {
    if (!campaign) return;
    if (prompt === 'resultado') {
      setDraft((d) => withResultado(d, campaign.id, name));
      setResultadoName(name);
    } else if (prompt === 'calificacion' && resultadoName) {
      setDraft((d) => withCalificacion(d, campaign.id, resultadoName, name));
    }
  };

  return (
    <>
      <PageHeader
        title="Tipificación"
        description="Resultados y calificaciones de cada campaña"
        actions={canManage && (
          <Group gap="sm">
            {pending > 0 && <Text size="sm" c="dimmed">{pendingLabel(pending)}</Text>}
            {pending > 0 && (
              <Button variant="default" onClick={() => setDraft({})} disabled={save.isPending}>Descartar cambios</Button>
            )}
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => save.mutate()} loading={save.isPending}
              disabled={pending === 0}>
              Guardar Cambios
            </Button>
          </Group>
        )}
      />
      {tree.isError && <Text c="red" mb="md">No se pudo cargar la información.</Text>}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TypificationColumn
          title="Campañas"
          items={tree.isError ? [] : campaigns?.map((c) => campaignItem(c, draft))}
          emptyText={TYPIFICATION_MSG.noData}
          selectedKey={campaignId === null ? null : String(campaignId)}
          onSelect={selectCampaign}
        />
        <TypificationColumn
          title="Resultados"
          items={resultados.map((r) => resultadoItem(r.name, r.isNew, campaign, draft))}
          placeholder={campaign ? undefined : 'Seleccione una campaña.'}
          emptyText={TYPIFICATION_MSG.noData}
          selectedKey={resultadoName}
          onSelect={setResultadoName}
          add={canManage && campaign ? { label: 'Agregar resultado', onClick: () => setPrompt('resultado') } : undefined}
        />
        <TypificationColumn
          title="Calificaciones"
          items={calificaciones.map((c) => ({ key: c.name, name: c.name, isNew: c.isNew }))}
          placeholder={campaign && resultadoName ? undefined : 'Seleccione un resultado.'}
          emptyText={TYPIFICATION_MSG.noCalificaciones}
          add={canManage && campaign && resultadoName
            ? { label: 'Agregar calificación', onClick: () => setPrompt('calificacion') }
            : undefined}
        />
      </SimpleGrid>
      <NamePromptModal
        opened={prompt !== null}
        title={prompt === 'resultado' ? 'Nuevo resultado' : 'Nueva calificación'}
        takenNames={(prompt === 'resultado' ? resultados : calificaciones).map((item) => item.name)}
        takenMessage={prompt === 'resultado' ? TYPIFICATION_MSG.calificacionNameTaken : TYPIFICATION_MSG.descripcionNameTaken}
        onClose={() => setPrompt(null)}
        onAccept={addItem}
      />
    </>
  );
}

function pendingLabel(count: number): string {
  return count === 1 ? '1 elemento sin guardar' : `${count} elementos sin guardar`;
}

function campaignItem(campaign: CampaignTypification, draft: TypificationDraft): ColumnItem {
  return { key: String(campaign.id), name: campaign.name, count: resultadosOf(campaign, draft).length };
}

function resultadoItem(
  name: string, isNew: boolean, campaign: CampaignTypification | undefined, draft: TypificationDraft,
): ColumnItem {
  return { key: name, name, isNew, count: campaign ? calificacionesOf(campaign, name, draft).length : 0 };
}

/** Asks before leaving the page (or closing the tab) while new items are not saved. */
function useConfirmLeavingWithChanges(hasChanges: boolean) {
  const blocker = useBlocker(hasChanges);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    modals.openConfirmModal({
      title: 'Cambios sin guardar',
      centered: true,
      children: <Text size="sm">Hay elementos nuevos sin guardar. ¿Desea salir y descartarlos?</Text>,
      labels: { confirm: 'Salir sin guardar', cancel: 'Quedarme' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        answered = true;
        blockerRef.current.proceed?.();
      },
      onCancel: () => {
        answered = true;
        blockerRef.current.reset?.();
      },
      onClose: () => {
        if (!answered) blockerRef.current.reset?.();
      },
    });
  }, [blocker.state]);
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
}
