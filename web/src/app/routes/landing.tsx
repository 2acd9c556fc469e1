import { toast } from '@/lib/toast';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { LandingPage } from '@/features/landing/components/landing-page';

/** The site root for visitors inside the app (signed-in users are sent on to the dashboard by GuestOnly). */
export function LandingRoute() {
  const { openAuthDialog } = useAuthDialog();
  const openSignIn = () => openAuthDialog({ mode: 'login' });
  return (
    <LandingPage
      onSignIn={openSignIn}
      onSignUp={() => openAuthDialog({ mode: 'signup' })}
      onToolClick={(notice) => {
        toast.info(notice);
        openSignIn();
      }}
    />
  );
}
