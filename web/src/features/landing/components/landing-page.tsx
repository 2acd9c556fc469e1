import { useT } from '@/lib/i18n/use-t';
import { ClosingCta } from './closing-cta';
import { FeatureCards } from './feature-cards';
import { GatedToolList } from './gated-tool-list';
import { LandingBanner } from './landing-banner';
import { LandingHero } from './landing-hero';
import { PublicSidebar } from './public-sidebar';

type LandingPageProps = {
  onSignIn: () => void;
  onSignUp: () => void;
  /** A gated tool was clicked: tell the visitor `notice` (in their language) and ask them to sign in. */
  onToolClick: (notice: string) => void;
};

/**
 * The marketing page for visitors. It needs neither the router nor the API, so a first visit to / can show it
 * with React alone (web/src/landing-main.tsx); the full app renders the same page at / (app/routes/landing.tsx).
 */
export function LandingPage({ onSignIn, onSignUp, onToolClick }: LandingPageProps) {
  const t = useT();
  return (
    <div className="min-h-screen bg-background text-foreground md:flex">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        {t({ id: 'landing.skipToContent', defaultMessage: 'Skip to content' })}
      </a>
      <PublicSidebar onSignIn={onSignIn} onGetStarted={onSignUp} />
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto max-w-5xl space-y-12 px-4 py-6 sm:space-y-16 sm:px-6 lg:px-8">
          <LandingBanner variant="general" />
          <LandingHero onGetStarted={onSignUp} />
          <FeatureCards />
          <GatedToolList onToolClick={onToolClick} />
          <ClosingCta onGetStarted={onSignUp} />
        </div>
      </main>
    </div>
  );
}
