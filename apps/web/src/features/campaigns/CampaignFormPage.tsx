import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MSG, NOTICE_AUTO_CLOSE_MS } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { FormSkeleton } from '../../ui/FormCard';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../../ui/notices';
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

/** /campaign/update/{id}: the campaign is loaded first; if it cannot be, the reason is shown and the page returns to /campaign. */
export function CampaignUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: campaign, error } = useCampaign(id);
  const validId = Number.isInteger(id) && id > 0;
  useEffect(() => {
    const failure = !validId ? new ApiError(404, { detail: MSG.notFound }) : error;
    if (!failure) return;
    notifyError(failure);
    const timer = setTimeout(() => navigate('/campaign'), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [validId, error, navigate]);

  return (
    <>
      <PageHeader title="Editar Campaña" description={campaign?.name} />
      {campaign ? <CampaignForm key={campaign.id} campaign={campaign} /> : <FormSkeleton rows={4} maw={860} />}
    </>
  );
}
