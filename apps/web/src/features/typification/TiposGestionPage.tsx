import { PERMISSIONS, TYPIFICATION_MSG, type TipoGestionRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { NameListPage } from '../../ui/NameListPage';
import { canManageTypification, TIPOS_GESTION_KEY, TIPOS_GESTION_PATH, TYPIFICATION_PERMISSIONS } from './typification.api';
import { TYPIFICATION_TEXTS } from './typification.texts';

/** /tipoGestionContacto: the kinds of contact management. */
export function TiposGestionPage() {
  const me = useMe();
  const canManage = canManageTypification(me, TYPIFICATION_PERMISSIONS.tiposGestion);
  // Operador adds and edits management types; deleting them needs its own permission.
  const canDelete = hasPermission(me, PERMISSIONS.tipoGestionDelete);
  return (
    <NameListPage<TipoGestionRead>
      title="Tipos de Gestión"
      path={TIPOS_GESTION_PATH}
      queryKey={TIPOS_GESTION_KEY}
      columns={[{ header: 'Nombre', render: (tipo) => tipo.name }]}
      canManage={canManage}
      canDelete={canDelete}
      addTo="/tipoGestionContacto/add_tipoGestion"
      backTo="/campaign"
      editTitle="Actualizar Tipo de Gestión"
      editSuccess={TYPIFICATION_MSG.tipoGestionUpdated}
      deleteQuestion={TYPIFICATION_TEXTS.tipoGestionDeleteQuestion}
      deleteSuccess={TYPIFICATION_TEXTS.tipoGestionDeleted}
    />
  );
}
