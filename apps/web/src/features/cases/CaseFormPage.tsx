import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MSG, NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { ApiError } from '../../app/api';
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

/** The case of the page's id; when it cannot be loaded the reason is shown and the page returns to /casos. */
export function useCaseOfPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useCase(id);
  const validId = Number.isInteger(id) && id > 0;
  useEffect(() => {
    const failure = !validId ? new ApiError(404, { detail: MSG.notFound }) : query.error;
    if (!failure) return;
    notifyError(failure);
    const timer = setTimeout(() => navigate('/casos'), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [validId, query.error, navigate]);
  return query.data;
}

/** /casos/update/{id}. */
export function CaseUpdatePage() {
  const item = useCaseOfPage();
  return (
    <>
      <PageHeader title="Editar caso" description={item?.name} />
      {item ? <CaseForm item={item} /> : <FormSkeleton rows={5} maw={960} />}
    </>
  );
}
