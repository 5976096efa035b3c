import type { RouteObject } from 'react-router';
import { CalificacionAddPage } from './CalificacionAddPage';
import { CalificacionesPage } from './CalificacionesPage';
import { ResultadoAddPage } from './ResultadoAddPage';
import { ResultadosPage } from './ResultadosPage';
import { TipoGestionAddPage } from './TipoGestionAddPage';
import { TiposGestionPage } from './TiposGestionPage';
import { TypificationEditorPage } from './TypificationEditorPage';

export const typificationRoutes: RouteObject[] = [
  { path: '/calificacionContacto', element: <ResultadosPage /> },
  { path: '/calificacionContacto/add_calificacion', element: <ResultadoAddPage /> },
  { path: '/descripcionCalificacion', element: <CalificacionesPage /> },
  { path: '/descripcionCalificacion/add_descripcion', element: <CalificacionAddPage /> },
  { path: '/tipoGestionContacto', element: <TiposGestionPage /> },
  { path: '/tipoGestionContacto/add_tipoGestion', element: <TipoGestionAddPage /> },
  { path: '/typification', element: <TypificationEditorPage /> },
];
