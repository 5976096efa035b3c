import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { PERMISSIONS } from '@atiende/shared';
import { hasModule, hasPermission, useMe } from '../../app/auth';
import { useCampaignOptions } from '../campaigns/campaigns.api';

/** Whether the signed-in user may choose the campaigns another user works (the server asks the same). */
export function useMayAssignCampaigns(): boolean {
  const me = useMe();
  return hasPermission(me, PERMISSIONS.campaignsManage) && hasModule(me, 'Campañas');
}

/** 'Campañas' of the user forms: every campaign, several may be chosen. */
export function UserCampaignsField({ value, onChange, error }: { value: string[]; onChange(value: string[]): void; error?: ReactNode }) {
  const allowed = useMayAssignCampaigns();
  const options = useCampaignOptions(allowed);
  const data = (options.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const description = !allowed
    ? 'Solo quien administra campañas puede elegirlas.'
    : options.isError
      ? 'No se pudieron cargar las campañas.'
      : options.isSuccess && data.length === 0 ? 'No hay campañas registradas' : undefined;
  return (
    <MultiSelect
      label="Campañas"
      placeholder={options.isPending && allowed ? 'Cargando campañas...' : value.length === 0 ? 'Seleccione las campañas' : undefined}
      data={data}
      value={value}
      onChange={onChange}
      disabled={!allowed || data.length === 0}
      description={description}
      error={error}
      searchable
      clearable
      nothingFoundMessage="No se encontraron resultados"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
