import { Alert } from '@mantine/core';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { isNotFound, useRouteId } from '../../ui/route-id';
import { NotFoundState } from '../errors/NotFoundPage';
import { CampaignForm } from './CampaignForm';
import { useCampaign } from './campaigns.api';

/** /campaign/create. */
export function CampaignCreatePage() {
  return (
    <>
      <PageHeader title="Agregar Campaña" />
      <CampaignForm />
    </>
  );
}

/** /campaign/update/{id}: the campaign is loaded first; a malformed id or a missing campaign shows the not-found state. */
export function CampaignUpdatePage() {
  const id = useRouteId();
  const { data: campaign, error } = useCampaign(id ?? 0);
  if (id === null || isNotFound(error)) return <NotFoundState />;
  return (
    <>
      <PageHeader title="Editar Campaña" description={campaign?.name} />
      {error ? <Alert color="red" title="Lo Sentimos,">{(error as Error).message}</Alert>
        : campaign ? <CampaignForm key={campaign.id} campaign={campaign} /> : <FormSkeleton rows={10} maw={860} />}
    </>
  );
}
