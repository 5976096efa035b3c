import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../../ui/notices';
import { CaseForm } from './CaseForm';
import { useCase } from './cases.api';

/** /casos/create. */
export function CaseCreatePage() {
  return (
    <>
      <PageHeader title="Agregar caso" />
      <CaseForm />
    </>
  );
}

/**
 * The case of the page's id. A malformed id or a missing case (or one the user may not see) gives `missing`:
 * the page shows the not-found state; another failure is shown and the page returns to /casos.
 */
export function useCaseOfPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const query = useCase(id ?? 0);
  const missing = id === null || isNotFound(query.error);
  useEffect(() => {
    if (!query.error || missing) return;
    notifyError(query.error);
    const timer = setTimeout(() => navigate('/casos'), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [query.error, missing, navigate]);
  return { item: query.data, missing };
}

/** /casos/update/{id}. */
export function CaseUpdatePage() {
  const { item, missing } = useCaseOfPage();
  if (missing) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Editar caso" description={item?.name} />
      {item ? <CaseForm item={item} /> : <FormSkeleton rows={5} maw={960} />}
    </>
  );
}
