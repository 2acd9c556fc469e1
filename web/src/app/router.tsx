import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { GuestOnly } from './layouts/guest-only';
import { RequireSession } from './layouts/require-session';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';

/**
 * Every page is loaded on demand, so the app's entry holds only what every page needs (app-routes.tsx draws
 * them). `Landing`: the landing route already loaded, when the light landing page hands over to the app
 * (landing-main.tsx) and the page must stay on screen, not give way to a spinner while its module loads again.
 */
export const appRoutes = (Landing?: ComponentType): RouteObject[] => [
  {
    Component: RootLayout,
    children: [
      {
        Component: GuestOnly,
        children: [
          {
            path: paths.home.path,
            Component: Landing ?? lazyRoute(async () => (await import('./routes/landing')).LandingRoute),
          },
          { path: paths.auth.path, Component: lazyRoute(async () => (await import('./routes/auth')).AuthRoute) },
          { path: paths.login.path, Component: lazyRoute(async () => (await import('./routes/auth')).AuthRoute) },
          {
            path: paths.forgotPassword.path,
            Component: lazyRoute(async () => (await import('./routes/auth')).ForgotPasswordRoute),
          },
        ],
      },
      {
        path: paths.unsubscribe.path,
        Component: lazyRoute(async () => (await import('./routes/unsubscribe')).UnsubscribeRoute),
      },
      // A reset link works signed in or out: the reset signs this browser in as its account.
      {
        path: paths.resetPassword.path,
        Component: lazyRoute(async () => (await import('./routes/reset-password')).ResetPasswordRoute),
      },
      {
        path: paths.expiredLink.path,
        Component: lazyRoute(async () => (await import('./routes/expired-link')).ExpiredLinkRoute),
      },
      // Anyone holding an invitation link, with or without an account.
      {
        path: paths.assessmentInvite.path,
        Component: lazyRoute(async () => (await import('./routes/assessment-invite')).AssessmentInviteRoute),
      },
      // Anyone holding a pulse survey's anonymous link, with or without an account.
      { path: paths.pulse.path, Component: lazyRoute(async () => (await import('./routes/pulse')).PulseRoute) },
      {
        path: paths.ideaGarage.path,
        Component: lazyRoute(async () => (await import('./routes/idea-garage')).IdeaGarageRoute),
      },
      { path: paths.tool.path, Component: lazyRoute(async () => (await import('./routes/tool')).ToolRoute) },
      // Signed-in users, and anyone with a shared link (?share=): the route decides.
      {
        path: paths.idea.path,
        Component: lazyRoute(async () => (await import('./routes/idea-detail')).IdeaDetailRoute),
      },
      {
        Component: RequireSession,
        children: [
          {
            Component: lazyRoute(async () => (await import('./layouts/shell-layout')).ShellLayout),
            children: [
              {
                path: paths.dashboard.path,
                Component: lazyRoute(async () => (await import('./routes/dashboard')).DashboardRoute),
              },
              {
                path: paths.profile.path,
                Component: lazyRoute(async () => (await import('./routes/profile')).ProfileRoute),
              },
              {
                path: paths.preferences.path,
                Component: lazyRoute(async () => (await import('./routes/preferences')).PreferencesRoute),
              },
            ],
          },
        ],
      },
      { path: '*', Component: lazyRoute(async () => (await import('./routes/not-found')).NotFoundRoute) },
    ],
  },
];

export const routes = appRoutes();
