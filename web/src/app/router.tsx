import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { GuestOnly } from './layouts/guest-only';
import { RequireSession } from './layouts/require-session';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Every page is loaded on demand, so the app's entry holds only what every page needs. `Landing`: the landing
 * route already loaded, when the light landing page hands over to the app (landing-main.tsx) and the page must
 * stay on screen, not give way to the HydrateFallback spinner while its module loads again.
 */
export const appRoutes = (Landing?: ComponentType): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        Component: GuestOnly,
        children: [
          Landing
            ? { path: paths.home.path, Component: Landing }
            : { path: paths.home.path, lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }) },
          { path: paths.auth.path, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
          { path: paths.login.path, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
          {
            path: paths.forgotPassword.path,
            lazy: async () => ({ Component: (await import('./routes/auth')).ForgotPasswordRoute }),
          },
        ],
      },
      { path: paths.unsubscribe.path, lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }) },
      // A reset link works signed in or out: the reset signs this browser in as its account.
      {
        path: paths.resetPassword.path,
        lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
      },
      {
        path: paths.expiredLink.path,
        lazy: async () => ({ Component: (await import('./routes/expired-link')).ExpiredLinkRoute }),
      },
      // Anyone holding an invitation link, with or without an account.
      {
        path: paths.assessmentInvite.path,
        lazy: async () => ({ Component: (await import('./routes/assessment-invite')).AssessmentInviteRoute }),
      },
      { path: paths.ideaGarage.path, lazy: async () => ({ Component: (await import('./routes/idea-garage')).IdeaGarageRoute }) },
      { path: paths.tool.path, lazy: async () => ({ Component: (await import('./routes/tool')).ToolRoute }) },
      // Signed-in users, and anyone with a shared link (?share=): the route decides.
      { path: paths.idea.path, lazy: async () => ({ Component: (await import('./routes/idea-detail')).IdeaDetailRoute }) },
      {
        Component: RequireSession,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/shell-layout')).ShellLayout }),
            children: [
              { path: paths.dashboard.path, lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
              { path: paths.profile.path, lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }) },
              {
                path: paths.preferences.path,
                lazy: async () => ({ Component: (await import('./routes/preferences')).PreferencesRoute }),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export const routes = appRoutes();

/**
 * Loads the modules of the routes that match `pathname` into `routeList` (they stop being lazy), so that a router
 * made of them renders the page at once: hydrating a page the server rendered must draw that page on its first
 * render, not the HydrateFallback spinner while its modules load.
 */
export async function loadMatchedRoutes(routeList: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const lazy = (matchRoutes(routeList, pathname) ?? []).map(({ route }) => route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return routeList;
}
