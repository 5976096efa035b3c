import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PERMISSIONS, type AccountRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { RowActionButton, editAction } from '../../ui/RowActions';

export function AccountsPage() {
  const canManage = hasPermission(useMe(), PERMISSIONS.accountsManage);

  const columns: Column<AccountRead>[] = [
    { header: 'Documento', sort: 'documentNumber', render: (account) => account.documentNumber },
    { header: 'Nombre', sort: 'name', render: (account) => account.name },
    { header: 'Dirección', render: (account) => account.address },
    { header: 'Teléfono', render: (account) => account.phone },
    { header: 'Ciudad', sort: 'city', render: (account) => account.city },
    {
      header: 'Acción',
      width: 90,
      render: (account) =>
        canManage && <RowActionButton {...editAction(account.name, { to: `/account/update/${account.id}` })} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Cuentas"
        description="Cuentas a las que pertenecen las campañas"
        actions={canManage && (
          <Button component={Link} to="/account/create" leftSection={<IconPlus size={16} />}>Agregar</Button>
        )}
      />
      <DataTable<AccountRead>
        path="/produccion/account/"
        keys={queryKeys.accounts}
        columns={columns}
        searchPlaceholder="Buscar por documento o nombre"
      />
    </>
  );
}
