import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const CalificacionAddPage = lazyPage(() => import('./CalificacionAddPage'), 'CalificacionAddPage');
const CalificacionesPage = lazyPage(() => import('./CalificacionesPage'), 'CalificacionesPage');
const ResultadoAddPage = lazyPage(() => import('./ResultadoAddPage'), 'ResultadoAddPage');
const ResultadosPage = lazyPage(() => import('./ResultadosPage'), 'ResultadosPage');
const TipoGestionAddPage = lazyPage(() => import('./TipoGestionAddPage'), 'TipoGestionAddPage');
const TiposGestionPage = lazyPage(() => import('./TiposGestionPage'), 'TiposGestionPage');
const TypificationEditorPage = lazyPage(() => import('./TypificationEditorPage'), 'TypificationEditorPage');

export const typificationRoutes: RouteObject[] = [
  { path: '/calificacionContacto', element: <ResultadosPage /> },
  { path: '/calificacionContacto/add_calificacion', element: <ResultadoAddPage /> },
  { path: '/descripcionCalificacion', element: <CalificacionesPage /> },
  { path: '/descripcionCalificacion/add_descripcion', element: <CalificacionAddPage /> },
  { path: '/tipoGestionContacto', element: <TiposGestionPage /> },
  { path: '/tipoGestionContacto/add_tipoGestion', element: <TipoGestionAddPage /> },
  { path: '/typification', element: <TypificationEditorPage /> },
];
