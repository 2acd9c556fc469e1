import { createRoot } from 'react-dom/client';
import { mountApp } from './app/mount-app';
import { startTheme } from './lib/theme';
import './styles.css';

startTheme();
void mountApp(createRoot(document.getElementById('root')!));
