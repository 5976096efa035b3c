import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Avatar, Box, Button, Divider, Group, Modal, MultiSelect, ScrollArea, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { MSG, type CampaignRead, type PersonRef } from '@atiende/shared';
import { notifyError, notifySuccess } from '../../ui/notices';
import { changeCampaignMembers, useCampaignMembers, type MemberKind } from './campaigns.api';
import { useUserOptions } from '../users/users.api';
import { queryKeys } from '../../app/query-keys';

const TITLES: Record<MemberKind, string> = { users: 'Usuarios', encargados: 'Encargados' };

interface CampaignMembersModalProps {
  kind: MemberKind;
  campaign: CampaignRead | null;
  opened: boolean;
  onClose(): void;
}

/** The campaign's users or encargados: the list, each with a remove button, and a picker to add more. */
export function CampaignMembersModal({ kind, campaign, opened, onClose }: CampaignMembersModalProps) {
  return (
    <Modal opened={opened && campaign !== null} onClose={onClose} size="lg" centered
      title={campaign ? `${TITLES[kind]} de la campaña ${campaign.name}` : ''}>
      {campaign && <Members key={`${kind}-${campaign.id}`} kind={kind} campaign={campaign} />}
    </Modal>
  );
}

function Members({ kind, campaign }: { kind: MemberKind; campaign: CampaignRead }) {
  const queryClient = useQueryClient();
  const members = useCampaignMembers(kind, campaign.id);
  const users = useUserOptions();
  const [chosen, setChosen] = useState<string[]>([]);

  const change = useMutation({
    mutationFn: ({ action, ids }: { action: 'add' | 'remove'; ids: number[] }) =>
      changeCampaignMembers(kind, action, campaign.id, ids),
    onSuccess: async (result) => {
      queryClient.setQueryData([...queryKeys.campaigns.all, kind, campaign.id], result.members);
      notifySuccess(result.detail);
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all });
    },
    onError: notifyError,
  });

  const memberIds = new Set(members.data?.map((person) => person.id));
  const options = (users.data ?? [])
    .filter((user) => !memberIds.has(user.id))
    .map((user) => ({ value: String(user.id), label: user.get_full_name || user.username }));
  const label = kind === 'users' ? 'Agregar usuarios' : 'Agregar encargados';

  return (
    <Stack>
      <Group align="flex-end" wrap="nowrap">
        <Box style={{ flex: 1 }}>
          <MultiSelect label={label} placeholder="Buscar usuario" data={options} value={chosen} onChange={setChosen}
            searchable clearable nothingFoundMessage={MSG.emptyResults} disabled={users.isPending || members.isPending}
            comboboxProps={{ withinPortal: true }} />
        </Box>
        <Button leftSection={<IconUserPlus size={16} />} disabled={chosen.length === 0 || change.isPending}
          loading={change.isPending && change.variables?.action === 'add'}
          onClick={() => change.mutate({ action: 'add', ids: chosen.map(Number) })}>
          Agregar
        </Button>
      </Group>
      <Divider />
      <MemberList members={members.data} loading={members.isPending} failed={members.isError}
        busy={change.isPending} onRemove={(person) => change.mutate({ action: 'remove', ids: [person.id] })} />
    </Stack>
  );
}

interface MemberListProps {
  members: PersonRef[] | undefined;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  onRemove(person: PersonRef): void;
}

function MemberList({ members, loading, failed, busy, onRemove }: MemberListProps) {
  if (loading) return <Skeleton height={120} />;
  if (failed) return <Alert color="red">No se pudo cargar la información.</Alert>;
  if (!members?.length) return <Text ta="center" c="dimmed" py="md">{MSG.emptyResults}</Text>;
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Stack gap={6} role="list" aria-label="Asignados">
        {members.map((person) => (
          <Group key={person.id} justify="space-between" wrap="nowrap" role="listitem" px="xs" py={4}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}>
            <Group gap="sm" wrap="nowrap">
              <Avatar name={person.get_full_name} color="initials" size="sm" radius="xl" />
              <Text size="sm">{person.get_full_name}</Text>
            </Group>
            <Tooltip label="Quitar">
              <ActionIcon variant="subtle" color="red" disabled={busy} aria-label={`Quitar a ${person.get_full_name}`}
                onClick={() => onRemove(person)}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
