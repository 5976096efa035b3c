import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MSG, NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../../ui/notices';
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

/** /account/update/{id}: the account is loaded first; if it cannot be, the reason is shown and the page returns to /account. */
export function AccountUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: account, error } = useAccount(id);
  const validId = Number.isInteger(id) && id > 0;
  useEffect(() => {
    const failure = !validId ? new ApiError(404, { detail: MSG.notFound }) : error;
    if (!failure) return;
    notifyError(failure);
    const timer = setTimeout(() => navigate('/account'), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [validId, error, navigate]);

  return (
    <>
      <PageHeader title="Editar cuenta" description={account?.name} />
      {account ? <AccountForm account={account} /> : <FormSkeleton rows={3} maw={860} />}
    </>
  );
}
