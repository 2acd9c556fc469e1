import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Some routes, with the app's providers, at one path. */
export function renderRoutes(routeObjects: RouteObject[], path = '/') {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient({ retry: 0 })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** The whole app (real routes and providers) at one path, as a user would meet it. */
export const renderApp = (path: string) => renderRoutes(routes, path);
