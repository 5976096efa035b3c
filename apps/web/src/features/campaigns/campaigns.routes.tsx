import type { RouteObject } from 'react-router';
import { AvailabilityPage } from './AvailabilityPage';
import { CampaignCreatePage, CampaignUpdatePage } from './CampaignFormPage';
import { CampaignsPage } from './CampaignsPage';

export const campaignsRoutes: RouteObject[] = [
  { path: '/campaign', element: <CampaignsPage /> },
  { path: '/campaign/create', element: <CampaignCreatePage /> },
  { path: '/campaign/update/:id', element: <CampaignUpdatePage /> },
  { path: '/campaign/availability/:id', element: <AvailabilityPage /> },
];
