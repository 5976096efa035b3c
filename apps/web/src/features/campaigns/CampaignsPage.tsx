import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconCalendarTime, IconChevronDown, IconPlus, IconTags, IconUserStar, IconUsers } from '@tabler/icons-react';
import { CAMPAIGN_MSG, PERMISSIONS, type CampaignRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActions, confirmedDeleteAction, editAction } from '../../ui/RowActions';
import { deleteCampaign, useRefreshCampaigns, type MemberKind } from './campaigns.api';
import { CampaignMembersModal } from './CampaignMembersModal';
import { TruncatedBadge, TruncatedText } from '../../ui/Truncated';

function TypificationMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconTags size={16} />} rightSection={<IconChevronDown size={14} />}>
          Tipificaciones
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/tipoGestionContacto">Tipo</Menu.Item>
        <Menu.Item component={Link} to="/calificacionContacto">Resultado</Menu.Item>
        <Menu.Item component={Link} to="/descripcionCalificacion">Calificación</Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/typification">Editor de tipificación</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Managers({ campaign }: { campaign: CampaignRead }) {
  if (campaign.encargado.length === 0) return <Text size="sm" c="dimmed">Sin encargados</Text>;
  return (
    <Group gap={4}>
      {campaign.encargado.map((person) => (
        <TruncatedBadge key={person.id} variant="light" tt="none">{person.get_full_name}</TruncatedBadge>
      ))}
    </Group>
  );
}

/** Which members dialog is open; the campaign stays set while the dialog closes so it keeps its content. */
interface MembersDialog {
  kind: MemberKind;
  campaign: CampaignRead | null;
  opened: boolean;
}

export function CampaignsPage() {
  const me = useMe();
  const refreshCampaigns = useRefreshCampaigns();
  const canManage = hasPermission(me, PERMISSIONS.campaignsManage);
  const canAssignManagers = hasPermission(me, PERMISSIONS.campaignManagersAssign);
  const [members, setMembers] = useState<MembersDialog>({ kind: 'users', campaign: null, opened: false });
  const openMembers = (kind: MemberKind, campaign: CampaignRead) => setMembers({ kind, campaign, opened: true });

  const columns: Column<CampaignRead>[] = [
    indexColumn(),
    { header: 'Nombre', sort: 'name', render: (campaign) => <Text size="sm" fw={500}>{campaign.name}</Text> },
    { header: 'Descripción', render: (campaign) => <TruncatedText size="sm" lines={2}>{campaign.description}</TruncatedText> },
    { header: 'Encargados', render: (campaign) => <Managers campaign={campaign} /> },
    {
      header: 'Equipo',
      width: 230,
      render: (campaign) => (
        <Group gap={6} wrap="nowrap">
          {canManage && (
            <Button size="compact-sm" variant="light" leftSection={<IconUsers size={14} />}
              aria-label={`Usuarios de ${campaign.name}`} onClick={() => openMembers('users', campaign)}>
              Usuarios
            </Button>
          )}
          {canAssignManagers && (
            <Button size="compact-sm" variant="light" color="grape" leftSection={<IconUserStar size={14} />}
              aria-label={`Encargados de ${campaign.name}`} onClick={() => openMembers('encargados', campaign)}>
              Encargados
            </Button>
          )}
        </Group>
      ),
    },
    {
      header: 'Acción',
      width: 130,
      render: (campaign) => (
        <RowActions
          actions={[
            canManage && editAction(campaign.name, { to: `/campaign/update/${campaign.id}` }),
            {
              label: 'Disponibilidad', ariaLabel: `Disponibilidad de ${campaign.name}`, icon: IconCalendarTime, color: 'teal',
              to: `/campaign/availability/${campaign.id}`,
            },
            canManage && confirmedDeleteAction(campaign.name, {
              question: CAMPAIGN_MSG.deleteConfirm,
              success: CAMPAIGN_MSG.deleted,
              remove: () => deleteCampaign(campaign.id).then(refreshCampaigns),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Campañas"
        description="Campañas, sus encargados, usuarios y disponibilidad"
        actions={
          <>
            <TypificationMenu />
            {canManage && (
              <Button component={Link} to="/campaign/create" leftSection={<IconPlus size={16} />}>Agregar</Button>
            )}
          </>
        }
      />
      <DataTable<CampaignRead>
        path="/campaign/campaign/"
        keys={queryKeys.campaigns}
        columns={columns}
        searchPlaceholder="Buscar campaña..."
      />
      <CampaignMembersModal kind={members.kind} campaign={members.campaign} opened={members.opened}
        onClose={() => setMembers((current) => ({ ...current, opened: false }))} />
    </>
  );
}
