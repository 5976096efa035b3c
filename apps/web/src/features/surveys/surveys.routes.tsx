import type { RouteObject } from 'react-router';
import { PublicSurveyPage } from './PublicSurveyPage';
import { SurveyCreatePage, SurveyUpdatePage } from './SurveyFormPage';
import { SurveyResultsPage } from './SurveyResultsPage';
import { SurveysPage } from './SurveysPage';

export const surveysPublicRoutes: RouteObject[] = [{ path: '/encuesta/:token', element: <PublicSurveyPage /> }];

export const surveysRoutes: RouteObject[] = [
  { path: '/survey', element: <SurveysPage /> },
  { path: '/survey/create', element: <SurveyCreatePage /> },
  { path: '/survey/update/:id', element: <SurveyUpdatePage /> },
  { path: '/survey/resultados/:id', element: <SurveyResultsPage /> },
];
