import { StrictMode, type ComponentProps } from 'react';
import { OnScreen } from '@/components/on-screen';
import { I18nProvider, type I18nState } from '@/lib/i18n/i18n-provider';
import { LandingPage } from './components/landing-page';

/**
 * The light landing page's whole tree: the same on the server (entry-server.tsx) and in the browser
 * (landing-main.tsx). `onScreen`: once it is on screen.
 */
export const landingTree = (i18n: I18nState, actions: ComponentProps<typeof LandingPage>, onScreen?: () => void) => (
  <StrictMode>
    <I18nProvider initial={i18n}>
      <LandingPage {...actions} />
      <OnScreen then={onScreen} />
    </I18nProvider>
  </StrictMode>
);
