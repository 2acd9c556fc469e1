import { createRoot, hydrateRoot } from 'react-dom/client';
import { wakeServerDrawnPage } from './components/on-screen';
import { landingTree } from './features/landing/landing-tree';
import { loadI18n } from './lib/i18n/i18n-provider';
import { setLandingIntent, type LandingIntent } from './lib/landing-intent';
import { rememberTimeZone } from './lib/i18n/page-time-zone';
import { startTheme } from './lib/theme';
import './styles.css';

/**
 * The first visit to / by a visitor (server/src/http/web-app.ts): the landing page with React alone. What
 * needs the app (the sign-in dialog) loads the app on first use, which then renders the same page and does it.
 */
startTheme();
rememberTimeZone();
const container = document.getElementById('root')!;

let loading: Promise<void> | null = null;
const loadApp = (intent: LandingIntent) => {
  setLandingIntent(intent);
  // A few hundred milliseconds on a phone: the pointer says something is under way.
  document.body.style.cursor = 'progress';
  // The app, its landing route and the dialog asked for download side by side: the app then shows this same
  // page with the dialog open, with no spinner while one of them loads after the other.
  loading ??= Promise.all([
    import('./app/mount-app'),
    import('./app/routes/landing'),
    import('./features/auth/components/auth-dialog').then(({ preloadAuthDialog }) => preloadAuthDialog()),
  ])
    .then(([{ mountApp }, { LandingRoute }]) => mountApp(root, { fromLanding: true, Landing: LandingRoute }))
    .catch(() => {
      // The app could not load (offline, a new deploy): the sign-in page is a full page load away.
      loading = null;
      window.location.assign('/auth');
    })
    .finally(() => {
      document.body.style.cursor = '';
    });
};

// In the visitor's language (the server named it in <html lang>): its messages load before the first render. The
// server rendered the page (ADR 0038) unless it could not: then it is drawn here.
const tree = landingTree(
  await loadI18n(),
  {
    onSignIn: () => loadApp({ authMode: 'login' }),
    onSignUp: () => loadApp({ authMode: 'signup' }),
    onToolClick: (notice) => loadApp({ authMode: 'login', notice }),
  },
  wakeServerDrawnPage(container),
);
const serverRendered = container.hasChildNodes();
const root = serverRendered ? hydrateRoot(container, tree) : createRoot(container);
if (!serverRendered) root.render(tree);
