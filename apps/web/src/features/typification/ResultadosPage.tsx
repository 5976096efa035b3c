import { TYPIFICATION_MSG, CalificacionUpdate, type CalificacionRead } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { NameListPage } from '../../ui/NameListPage';
import {
  canManageTypification, TYPIFICATION_PERMISSIONS, useRefreshTypification,
} from './typification.api';
import { TYPIFICATION_TEXTS } from './typification.texts';

/** /calificacionContacto: the Resultados of every campaign. */
export function ResultadosPage() {
  const canManage = canManageTypification(useMe(), TYPIFICATION_PERMISSIONS.resultados);
  return (
    <NameListPage<CalificacionRead>
      title="Resultados"
      path="/contact/calificacionContacto/"
      itemPath="/contact/calificacionContacto/{id}/"
      updateSchema={CalificacionUpdate}
      keys={queryKeys.resultados}
      columns={[
        { header: 'Campaña', render: (resultado) => resultado.campaign.name },
        { header: 'Nombre', sort: 'name', render: (resultado) => resultado.name },
      ]}
      searchPlaceholder="Buscar por nombre o campaña"
      canManage={canManage}
      addTo="/calificacionContacto/add_calificacion"
      backTo="/campaign"
      editTitle="Actualizar Resultados"
      editSuccess={TYPIFICATION_MSG.calificacionUpdated}
      deleteQuestion={TYPIFICATION_TEXTS.resultadoDeleteQuestion}
      deleteSuccess={TYPIFICATION_TEXTS.resultadoDeleted}
      onChanged={useRefreshTypification()}
    />
  );
}
