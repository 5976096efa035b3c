import { TYPIFICATION_MSG } from '@atiende/shared';
import { PageHeader } from '../../ui/PageHeader';
import { NameAddForm } from './NameAddForm';
import { createResultado, useCampaignOptions, useRefreshTypification } from './typification.api';

/** /calificacionContacto/add_calificacion: a Resultado of a campaign. */
export function ResultadoAddPage() {
  const campaigns = useCampaignOptions();
  const options = (campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name }));
  return (
    <>
      <PageHeader title="Agregar Resultado" />
      <NameAddForm
        parent={{ name: 'campaign', label: 'Campaña', options, loading: campaigns.isPending }}
        create={(name, campaign) => createResultado({ name, campaign })}
        success={TYPIFICATION_MSG.calificacionCreated}
        listPath="/calificacionContacto"
        onCreated={useRefreshTypification()}
      />
    </>
  );
}
