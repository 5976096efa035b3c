import { TYPIFICATION_MSG, type TipoGestionRead } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { NameListPage } from '../../ui/NameListPage';
import { canManageTypification, TIPOS_GESTION_KEY, TIPOS_GESTION_PATH, TYPIFICATION_PERMISSIONS } from './typification.api';
import { TYPIFICATION_TEXTS } from './typification.texts';

/** /tipoGestionContacto: the kinds of contact management. */
export function TiposGestionPage() {
  const canManage = canManageTypification(useMe(), TYPIFICATION_PERMISSIONS.tiposGestion);
  return (
    <NameListPage<TipoGestionRead>
      title="Tipos de Gestión"
      path={TIPOS_GESTION_PATH}
      queryKey={TIPOS_GESTION_KEY}
      columns={[{ header: 'Nombre', render: (tipo) => tipo.name }]}
      canManage={canManage}
      addTo="/tipoGestionContacto/add_tipoGestion"
      backTo="/campaign"
      editTitle="Actualizar Tipo de Gestión"
      editSuccess={TYPIFICATION_MSG.tipoGestionUpdated}
      deleteQuestion={TYPIFICATION_TEXTS.tipoGestionDeleteQuestion}
      deleteSuccess={TYPIFICATION_TEXTS.tipoGestionDeleted}
    />
  );
}
