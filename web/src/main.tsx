import { createRoot } from 'react-dom/client';
import { hydrateApp, mountApp } from './app/mount-app';
import { rememberTimeZone } from './lib/i18n/page-time-zone';
import { startTheme } from './lib/theme';
import './styles.css';

startTheme();
rememberTimeZone();
const container = document.getElementById('root')!;
// The server rendered the page (ADR 0038): take it over; otherwise (it could not, or `npm run dev`) draw it.
if (container.hasChildNodes()) void hydrateApp(container);
else void mountApp(createRoot(container));
