import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RequireSession } from './RequireSession';
import { LoginPage } from '../features/auth/LoginPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { publicRoutes, protectedRoutes } from './routes';
import { RouteAnnouncer } from './RouteAnnouncer';

export const router = createBrowserRouter([
  {
    // Every screen: the live region that announces a change of route and moves focus to the new heading.
    element: <RouteAnnouncer />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: <LoginPage /> },
      ...publicRoutes,
      {
        element: <RequireSession />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <AppLayout />,
            errorElement: <RouteErrorPage />,
            children: [{ path: '/dashboard', element: <DashboardPage /> }, ...protectedRoutes],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
