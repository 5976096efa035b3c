import { TYPIFICATION_MSG, DescripcionUpdate, type DescripcionRead } from '@atiende/shared';
import { useMe } from '../../app/auth';
import { queryKeys } from '../../app/query-keys';
import { NameListPage } from '../../ui/NameListPage';
import {
  canManageTypification, TYPIFICATION_PERMISSIONS, useRefreshTypification,
} from './typification.api';
import { TYPIFICATION_TEXTS } from './typification.texts';

/** /descripcionCalificacion: the Calificaciones, each under its Resultado. */
export function CalificacionesPage() {
  const canManage = canManageTypification(useMe(), TYPIFICATION_PERMISSIONS.calificaciones);
  return (
    <NameListPage<DescripcionRead>
      title="Calificación"
      path="/contact/descripcionCalificacion/"
      itemPath="/contact/descripcionCalificacion/{id}/"
      updateSchema={DescripcionUpdate}
      keys={queryKeys.calificaciones}
      columns={[
        { header: 'Nombre', sort: 'name', render: (calificacion) => calificacion.name },
        {
          header: 'Pertenece a',
          render: ({ calificacion: resultado }) => `${resultado.name} - ${resultado.campaign_name}`,
        },
      ]}
      canManage={canManage}
      addTo="/descripcionCalificacion/add_descripcion"
      backTo="/campaign"
      editTitle="Actualizar Calificación"
      editSuccess={TYPIFICATION_MSG.descripcionUpdated}
      deleteQuestion={TYPIFICATION_TEXTS.calificacionDeleteQuestion}
      deleteSuccess={TYPIFICATION_TEXTS.calificacionDeleted}
      onChanged={useRefreshTypification()}
    />
  );
}
