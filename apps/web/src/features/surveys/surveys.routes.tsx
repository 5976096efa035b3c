import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const PublicSurveyPage = lazyPage(() => import('./PublicSurveyPage'), 'PublicSurveyPage');
const SurveyCreatePage = lazyPage(() => import('./SurveyFormPage'), 'SurveyCreatePage');
const SurveyUpdatePage = lazyPage(() => import('./SurveyFormPage'), 'SurveyUpdatePage');
const SurveyResultsPage = lazyPage(() => import('./SurveyResultsPage'), 'SurveyResultsPage');
const SurveysPage = lazyPage(() => import('./SurveysPage'), 'SurveysPage');

export const surveysPublicRoutes: RouteObject[] = [{ path: '/encuesta/:token', element: <PublicSurveyPage /> }];

export const surveysRoutes: RouteObject[] = [
  { path: '/survey', element: <SurveysPage /> },
  { path: '/survey/create', element: <SurveyCreatePage /> },
  { path: '/survey/update/:id', element: <SurveyUpdatePage /> },
  { path: '/survey/resultados/:id', element: <SurveyResultsPage /> },
];
