/** Every route of the app in one place; links are built with getHref(), never by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  login: { path: '/login', getHref: () => '/login' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: '/profile', getHref: () => '/profile' },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
} as const;
