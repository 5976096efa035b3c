import { TipoGestionCreate, TYPIFICATION_MSG } from '@atiende/shared';
import { PageHeader } from '../../ui/PageHeader';
import { NameAddForm } from './NameAddForm';
import { createTipoGestion, useRefreshTiposGestion } from './typification.api';

/** /tipoGestionContacto/add_tipoGestion. */
export function TipoGestionAddPage() {
  return (
    <>
      <PageHeader title="Agregar Tipo de Gestión" />
      <NameAddForm
        schema={TipoGestionCreate}
        create={(name) => createTipoGestion({ name })}
        success={TYPIFICATION_MSG.tipoGestionCreated}
        listPath="/tipoGestionContacto"
        onCreated={useRefreshTiposGestion()}
      />
    </>
  );
}
