import { PERMISSIONS, TYPIFICATION_MSG, TipoGestionUpdate, type TipoGestionRead } from '@atiende/shared';
import { hasPermission, useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { NameListPage } from '../../ui/NameListPage';
import { canManageTypification, TYPIFICATION_PERMISSIONS } from './typification.api';
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
      path="/tramite/tipoGestionContacto/"
      itemPath="/tramite/tipoGestionContacto/{id}/"
      updateSchema={TipoGestionUpdate}
      keys={queryKeys.tiposGestion}
      columns={[{ header: 'Nombre', sort: 'name', render: (tipo) => tipo.name }]}
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
