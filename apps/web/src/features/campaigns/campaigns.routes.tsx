import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const AvailabilityPage = lazyPage(() => import('./AvailabilityPage'), 'AvailabilityPage');
const CampaignCreatePage = lazyPage(() => import('./CampaignFormPage'), 'CampaignCreatePage');
const CampaignUpdatePage = lazyPage(() => import('./CampaignFormPage'), 'CampaignUpdatePage');
const CampaignsPage = lazyPage(() => import('./CampaignsPage'), 'CampaignsPage');

export const campaignsRoutes: RouteObject[] = [
  { path: '/campaign', element: <CampaignsPage /> },
  { path: '/campaign/create', element: <CampaignCreatePage /> },
  { path: '/campaign/update/:id', element: <CampaignUpdatePage /> },
  { path: '/campaign/availability/:id', element: <AvailabilityPage /> },
];
