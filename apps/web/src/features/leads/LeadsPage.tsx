import { Link } from 'react-router';
import { Button, Tabs } from '@mantine/core';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useAllows } from '../../app/auth';
import { PageHeader } from '../../ui/PageHeader';
import { useScreenSearchParams, useUrlParam } from '../../ui/use-url-param';
import { BroadcastsTab } from '../broadcasts/BroadcastsTab';
import { TAB_PARAM, TAB_TIPO, tabFromSearch, type LeadsTab } from './lead-filters-url';
import { LeadsList } from './LeadsList';
import { useLeadsLive } from './leads.api';

/** /leads: LEADS (event), PROGRAMACIONES (programado) and, for who sees every agent's leads, DIFUSIÓN; live on /ws/leads/. */
export function LeadsPage() {
  const broadcasts = useAllows('leadsAllAgents');
  const manage = useAllows('leadsManage');
  const [params] = useScreenSearchParams();
  const [, setTab] = useUrlParam(TAB_PARAM);
  const tab = tabFromSearch(params, broadcasts);
  useLeadsLive();

  return (
    <>
      <PageHeader
        title="Leads"
        description="Leads del formulario web y prospectos, y los seguimientos programados para los agentes"
        actions={(
          <>
            {manage && <Button component={Link} to="/leads/create" leftSection={<IconUserPlus size={16} />}>Agregar prospecto</Button>}
            <Button variant="default" component={Link} to="/dashboard" leftSection={<IconArrowLeft size={18} />}>Volver</Button>
          </>
        )}
      />
      <Tabs value={tab} onChange={(value) => setTab(value === 'leads' ? null : value)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="leads">LEADS</Tabs.Tab>
          <Tabs.Tab value="programaciones">PROGRAMACIONES</Tabs.Tab>
          {broadcasts && <Tabs.Tab value="difusion">DIFUSIÓN</Tabs.Tab>}
        </Tabs.List>
        {(['leads', 'programaciones'] as const satisfies LeadsTab[]).map((value) => (
          <Tabs.Panel key={value} value={value}><LeadsList tipo={TAB_TIPO[value]} /></Tabs.Panel>
        ))}
        {broadcasts && <Tabs.Panel value="difusion"><BroadcastsTab /></Tabs.Panel>}
      </Tabs>
    </>
  );
}
