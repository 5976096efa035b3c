import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLocalStorage } from '@mantine/hooks';
import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconDownload, IconEye, IconGitMerge, IconLayoutGrid, IconList, IconPlus, IconUpload, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { CONTACT_MSG, PERMISSIONS, type ContactListItem, formatPhone } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, indexColumn, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { useUrlParam } from '../../ui/use-url-param';
import { RowActions } from '../../ui/RowActions';
import { notifyError } from '../../ui/notices';
import { exportContacts } from './contacts.api';
import { displayName } from './contact-fields';
import { AssignGroupsModal } from './AssignGroupsModal';
import { ContactCard } from './ContactCard';
import { useContactsBulk } from './ContactsBulkBar';
import { ImportContactsModal } from './ImportContactsModal';
import { MergeContactsModal } from './MergeContactsModal';
import { AssignCampaignModal } from '../campaigns/AssignCampaignModal';
import { useCampaignOptions } from '../campaigns/campaigns.api';

type View = 'cards' | 'table';

/** The table's columns; `onMerge` (who may change contacts) adds 'Fusionar con…' to each row's actions. */
function columnsFor(onMerge?: (contact: ContactListItem) => void): Column<ContactListItem>[] {
  return [
    indexColumn(),
    { header: 'Nombre', sort: 'name', render: (c) => displayName(c) },
    { header: 'Documento', sort: 'documentNumber', render: (c) => c.documentNumber || CONTACT_MSG.noDocument },
    { header: 'Email', sort: 'email', render: (c) => c.email || CONTACT_MSG.noEmail },
    { header: 'Teléfono', render: (c) => formatPhone(c.phone) || CONTACT_MSG.noPhoneShort },
    {
      header: 'Acción',
      width: 96,
      render: (c) => (
        <RowActions actions={[
          { label: 'Ver perfil', ariaLabel: `Ver perfil de ${displayName(c)}`, icon: IconEye, to: `/contact/${c.id}/contact_profile` },
          !!onMerge && { label: 'Fusionar con…', ariaLabel: `Fusionar ${displayName(c)} con otro contacto`, icon: IconGitMerge, onClick: () => onMerge(c) },
        ]} />
      ),
    },
  ];
}

function ChoiceButton({ to, icon: Icon, label }: { to: string; icon: typeof IconUser; label: string }) {
  return (
    <UnstyledButton component={Link} to={to} p="lg" ta="center"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
      <Icon size={36} stroke={1.4} />
      <Text fw={600} mt="xs">{label}</Text>
    </UnstyledButton>
  );
}

/** 'Agregar': a company or a person. */
function AddChoiceModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="¿Qué desea agregar?" centered>
      <SimpleGrid cols={2}>
        <ChoiceButton to="/contact/add_company" icon={IconBuilding} label="Empresas" />
        <ChoiceButton to="/contact/add_contact" icon={IconUser} label="Personas" />
      </SimpleGrid>
    </Modal>
  );
}

function ExportButton({ search }: { search: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportContacts(search);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={18} />} loading={busy} onClick={run}>
      Exportar
    </Button>
  );
}

export function ContactsListPage() {
  const me = useMe();
  const [view, setView] = useLocalStorage<View>({ key: 'atiende.contacts.view', defaultValue: 'cards' });
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [groupsOf, setGroupsOf] = useState<ContactListItem | null>(null);
  const canManage = hasPermission(me, PERMISSIONS.clientManage);
  const canExcel = hasPermission(me, PERMISSIONS.contactsImportExport);
  const canAssignCampaign = hasPermission(me, PERMISSIONS.clientManage);
  const canFilterByCampaign = hasPermission(me, PERMISSIONS.gestionesViewAll);
  const [campaignOf, setCampaignOf] = useState<ContactListItem | null>(null);
  const [campaignParam, setCampaign] = useUrlParam('campana');
  const campaign = canFilterByCampaign && /^\d{1,9}$/.test(campaignParam ?? '') ? campaignParam : null;
  const bulk = useContactsBulk({ search, campaign });
  const [mergeFrom, setMergeFrom] = useState<number | null>(null);
  const columns = useMemo(() => columnsFor(canManage ? (contact) => setMergeFrom(contact.id) : undefined), [canManage]);

  const renderCards = (rows: ContactListItem[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {rows.map((contact) => (
        <ContactCard key={contact.id} contact={contact}
          onAssignGroups={canManage ? () => setGroupsOf(contact) : undefined}
          onAssignCampaign={canAssignCampaign ? () => setCampaignOf(contact) : undefined}
          onMerge={canManage ? () => setMergeFrom(contact.id) : undefined} {...bulk.cardSelection(contact)} />
      ))}
    </SimpleGrid>
  );

  return (
    <>
      <PageHeader
        title="Contactos"
        actions={
          <>
            {canExcel && <ExportButton search={search} />}
            {canExcel && (
              <Button variant="default" leftSection={<IconUpload size={18} />} onClick={() => setImporting(true)}>
                Importar
              </Button>
            )}
            {canManage && (
              <Button variant="default" component={Link} to="/contactsGroups" leftSection={<IconUsersGroup size={18} />}>
                Grupos
              </Button>
            )}
            {canManage && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>Agregar</Button>
            )}
          </>
        }
      />
      {bulk.bar}
      <DataTable<ContactListItem>
        path="/contact/contacto/"
        keys={queryKeys.contacts}
        columns={bulk.columns(columns)}
        onPageData={bulk.onPageData}
        searchPlaceholder="Nombre, documento, email o teléfono"
        onSearchChange={setSearch}
        renderBody={view === 'cards' ? renderCards : undefined}
        params={{ campaign: campaign ?? undefined }}
        toolbar={
          <Group gap="sm">
            {view === 'cards' && bulk.pageCheckbox}
            {canFilterByCampaign && <CampaignFilter value={campaign} onChange={setCampaign} />}
            <SegmentedControl
              aria-label="Vista"
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { value: 'cards', label: <ViewLabel icon={IconLayoutGrid} text="Tarjetas" /> },
                { value: 'table', label: <ViewLabel icon={IconList} text="Tabla" /> },
              ]}
            />
          </Group>
        }
      />
      <AddChoiceModal opened={adding} onClose={() => setAdding(false)} />
      <ImportContactsModal opened={importing} onClose={() => setImporting(false)} />
      <AssignGroupsModal contact={groupsOf} onClose={() => setGroupsOf(null)} />
      <AssignCampaignModal contact={campaignOf && { id: campaignOf.id, name: displayName(campaignOf) }}
        onClose={() => setCampaignOf(null)} />
      <MergeContactsModal survivorId={mergeFrom} onClose={() => setMergeFrom(null)} />
    </>
  );
}

function ViewLabel({ icon: Icon, text }: { icon: typeof IconList; text: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Icon size={16} />
      {text}
    </span>
  );
}

function CampaignFilter({ value, onChange }: { value: string | null; onChange(value: string | null): void }) {
  const campaigns = useCampaignOptions();
  return (
    <Select aria-label="Filtrar por campaña" placeholder="Todas las campañas" clearable searchable w={220}
      data={(campaigns.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={value} onChange={onChange} />
  );
}
