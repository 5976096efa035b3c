import { loadAppStyles } from './lazy-page';

/**
 * Starts fetching what the first screen after sign-in needs (the layout, the dashboard, the app's style
 * sheets) while the credentials are being checked, so that the chunks are there when the session is.
 * The same modules as the lazy routes: the browser fetches each chunk once.
 */
export function preloadSignedInApp(): void {
  void loadAppStyles().catch(() => {});
  void import('./layout/AppLayout').catch(() => {});
  void import('../features/dashboard/DashboardPage').catch(() => {});
}
