import { Alert } from '@mantine/core';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { AccountForm } from './AccountForm';
import { useAccount } from './accounts.api';

/** /account/create. */
export function AccountCreatePage() {
  return (
    <>
      <PageHeader title="Agregar cuenta" />
      <AccountForm />
    </>
  );
}

/** /account/update/{id}: the account is loaded first; a malformed id or a missing account shows the not-found state. */
export function AccountUpdatePage() {
  const id = useRouteId();
  const { data: account, error } = useAccount(id ?? 0);
  if (id === null || isNotFound(error)) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Editar cuenta" description={account?.name} />
      {error ? <Alert color="red" title="Lo Sentimos,">{(error as Error).message}</Alert>
        : account ? <AccountForm account={account} /> : <FormSkeleton rows={3} maw={860} />}
    </>
  );
}
