import { CalificacionCreate, TYPIFICATION_MSG } from '@atiende/shared';
import { PageHeader } from '../../ui/PageHeader';
import { NameAddForm } from './NameAddForm';
import { useCampaignOptions } from '../campaigns/campaigns.api';
import { createResultado, useRefreshTypification } from './typification.api';

/** /calificacionContacto/add_calificacion: a Resultado of a campaign. */
export function ResultadoAddPage() {
  const campaigns = useCampaignOptions();
  const options = (campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name }));
  return (
    <>
      <PageHeader title="Agregar Resultado" />
      <NameAddForm
        schema={CalificacionCreate}
        parent={{ name: 'campaign', label: 'Campaña', options, loading: campaigns.isPending }}
        create={(name, campaign) => createResultado({ name, campaign })}
        success={TYPIFICATION_MSG.calificacionCreated}
        listPath="/calificacionContacto"
        onCreated={useRefreshTypification()}
      />
    </>
  );
}
