import { DescripcionCreate, TYPIFICATION_MSG } from '@atiende/shared';
import { PageHeader } from '../../ui/PageHeader';
import { NameAddForm } from './NameAddForm';
import { createCalificacion, useRefreshTypification, useResultadoOptions } from './typification.api';

/** /descripcionCalificacion/add_descripcion: a Calificación under a Resultado. */
export function CalificacionAddPage() {
  const resultados = useResultadoOptions();
  const options = (resultados.data ?? []).map((resultado) => ({
    value: String(resultado.id),
    label: `${resultado.name} - ${resultado.campaign.name}`,
  }));
  return (
    <>
      <PageHeader title="Agregar Calificación" />
      <NameAddForm
        schema={DescripcionCreate}
        parent={{ name: 'calificacion', label: 'Resultado', options, loading: resultados.isPending }}
        create={(name, calificacion) => createCalificacion({ name, calificacion })}
        success={TYPIFICATION_MSG.descripcionCreated}
        listPath="/descripcionCalificacion"
        onCreated={useRefreshTypification()}
      />
    </>
  );
}
