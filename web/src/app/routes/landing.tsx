import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { ClosingCta } from '@/features/landing/components/closing-cta';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { GatedToolList } from '@/features/landing/components/gated-tool-list';
import { LandingBanner } from '@/features/landing/components/landing-banner';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { PublicSidebar } from '@/features/landing/components/public-sidebar';

/** The site root for visitors (signed-in users are sent on to the dashboard by GuestOnly). */
export function LandingRoute() {
  const { openAuthDialog } = useAuthDialog();
  const openSignIn = () => openAuthDialog({ mode: 'login' });
  const openSignUp = () => openAuthDialog({ mode: 'signup' });

  return (
    <div className="min-h-screen bg-background text-foreground md:flex">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <PublicSidebar onSignIn={openSignIn} onGetStarted={openSignUp} />
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto max-w-5xl space-y-12 px-4 py-6 sm:space-y-16 sm:px-6 lg:px-8">
          <LandingBanner variant="general" />
          <LandingHero onGetStarted={openSignUp} />
          <FeatureCards />
          <GatedToolList onSignIn={openSignIn} />
          <ClosingCta onGetStarted={openSignUp} />
        </div>
      </main>
    </div>
  );
}
