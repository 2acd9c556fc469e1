import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import type { I18nState } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';

/** Some routes, with the app's providers, at one path; in English unless `i18n` (from loadI18n) says otherwise. */
export function renderRoutes(routeObjects: RouteObject[], path = '/', i18n?: I18nState) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient({ retry: 0 })} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** The whole app (real routes and providers) at one path, as a user would meet it. */
export const renderApp = (path: string) => renderRoutes(routes, path);
