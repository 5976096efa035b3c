import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Checkbox, Collapse, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconChevronUp, IconDeviceFloppy } from '@tabler/icons-react';
import { MODULO_MSG, type ModuloRead } from '@atiende/shared';
import { notifyError } from '../../ui/notices';
import { PageHeader } from '../../ui/PageHeader';
import { setModuloActive, setSubmoduloActive, useModulos } from './modulos.api';
import { queryKeys } from '../../app/query-keys';
import { useMe } from '../../app/auth';
import { BackupsCard } from '../backups/BackupsCard';

/** Switches the user changed and not saved yet, by id; a value equal to the server's is no change. */
interface Draft {
  modulos: Record<number, boolean>;
  submodulos: Record<number, boolean>;
}
const NO_CHANGES: Draft = { modulos: {}, submodulos: {} };

function pendingChanges(list: ModuloRead[], draft: Draft) {
  const modulos = list.filter((m) => m.id in draft.modulos && draft.modulos[m.id] !== m.active);
  const submodulos = list
    .flatMap((m) => m.submodulos)
    .filter((s) => s.id in draft.submodulos && draft.submodulos[s.id] !== s.active);
  return { modulos, submodulos, count: modulos.length + submodulos.length };
}

/** The new modules reach the menu only after a reload, so the user is told and the app restarts on the dashboard. */
function announceReload() {
  modals.open({
    title: 'Cambios guardados',
    centered: true,
    withCloseButton: false,
    closeOnClickOutside: false,
    closeOnEscape: false,
    children: (
      <>
        <Text size="sm">{MODULO_MSG.refreshNeeded}</Text>
        <Group justify="flex-end" mt="lg">
          <Button data-autofocus onClick={() => window.location.assign('/dashboard')}>Aceptar</Button>
        </Group>
      </>
    ),
  });
}

export function ModulesPage() {
  const queryClient = useQueryClient();
  const superAdmin = useMe().groups.includes('SuperAdmin');
  const { data, isPending, error } = useModulos();
  const [draft, setDraft] = useState<Draft>(NO_CHANGES);
  const [saving, setSaving] = useState(false);
  const list = data?.results ?? [];
  const pending = pendingChanges(list, draft);

  const save = async () => {
    setSaving(true);
    try {
      for (const m of pending.modulos) await setModuloActive(m.id, draft.modulos[m.id]!);
      for (const s of pending.submodulos) await setSubmoduloActive(s.id, draft.submodulos[s.id]!);
      announceReload();
    } catch (failure) {
      notifyError(failure);
      setDraft(NO_CHANGES);
      await queryClient.invalidateQueries({ queryKey: queryKeys.modulos.all });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Módulos"
        description="Active o desactive los módulos y submódulos de la aplicación"
        actions={
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} loading={saving} disabled={pending.count === 0}>
            Guardar Cambios
          </Button>
        }
      />
      {error && <Alert color="red" title="Lo Sentimos,">{error.message}</Alert>}
      {isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={120} radius="md" />)}
        </SimpleGrid>
      )}
      {data && list.length === 0 && <Text ta="center" c="dimmed" py="xl">{MODULO_MSG.empty}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ alignItems: 'start' }}>
        {list.map((modulo) => (
          <ModuloCard
            key={modulo.id}
            modulo={modulo}
            draft={draft}
            onModulo={(active) => setDraft((d) => ({ ...d, modulos: { ...d.modulos, [modulo.id]: active } }))}
            onSubmodulo={(id, active) => setDraft((d) => ({ ...d, submodulos: { ...d.submodulos, [id]: active } }))}
          />
        ))}
      </SimpleGrid>
      {superAdmin && <BackupsCard />}
    </>
  );
}

interface ModuloCardProps {
  modulo: ModuloRead;
  draft: Draft;
  onModulo(active: boolean): void;
  onSubmodulo(id: number, active: boolean): void;
}

function ModuloCard({ modulo, draft, onModulo, onSubmodulo }: ModuloCardProps) {
  const [expanded, setExpanded] = useState(true);
  const active = draft.modulos[modulo.id] ?? modulo.active;
  const Chevron = expanded ? IconChevronUp : IconChevronDown;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Switch label={modulo.name} checked={active} onChange={(e) => onModulo(e.currentTarget.checked)} fw={600} />
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${expanded ? 'Ocultar' : 'Mostrar'} submódulos de ${modulo.name}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          <Chevron size={18} />
        </ActionIcon>
      </Group>
      <Collapse expanded={expanded}>
        <Stack gap="xs" mt="md" pl="lg">
          {modulo.submodulos.length === 0 && <Text size="sm" c="dimmed">Sin submódulos</Text>}
          {modulo.submodulos.map((sub) => (
            <Checkbox
              key={sub.id}
              label={sub.name}
              checked={draft.submodulos[sub.id] ?? sub.active}
              disabled={!active}
              onChange={(e) => onSubmodulo(sub.id, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
