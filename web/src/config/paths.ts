import type { ToolId } from '@core/tools/tool-catalogue';

/** Every route of the app in one place; links are built with getHref(), never by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  expiredLink: { path: '/expired-link', getHref: () => '/expired-link' },
  assessmentInvite: { path: '/assessment-invite/:token', getHref: (token: string) => `/assessment-invite/${token}` },
  pulse: { path: '/pulse/:token', getHref: (token: string) => `/pulse/${token}` },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: '/profile', getHref: () => '/profile' },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
  ideaGarage: { path: '/tool/idea-garage', getHref: () => '/tool/idea-garage' },
  idea: { path: '/tool/idea-garage/idea/:ideaId', getHref: (id: string) => `/tool/idea-garage/idea/${id}` },
  tool: { path: '/tool/:toolId', getHref: (id: ToolId) => `/tool/${id}` },
} as const;
