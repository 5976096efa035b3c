import { GestionesHistory } from './GestionesHistory';

/** /managementList: the gestiones of every contact (an agent sees their own). */
export function ManagementListPage() {
  return <GestionesHistory title="Lista de Gestiones" description="Gestiones de todos los contactos" showContact />;
}
