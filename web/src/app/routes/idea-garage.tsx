import { DEFAULT_CARD_DISPLAY } from '@core/preferences/preferences-contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { IdeaBoard } from '@/features/ideas/components/idea-board';
import { useUserPreferences } from '@/features/preferences/api/get-preferences';
import { useCardDisplay } from '@/features/preferences/api/save-card-display';
import { CardSettingsDialog } from '@/features/preferences/components/card-settings-dialog';
import { useSession, type SessionUser } from '@/lib/session';
import { AppShell } from '../layouts/app-shell';
import { VisitorLayout } from '../layouts/visitor-layout';

function SignedInBoard({ user }: { user: SessionUser }) {
  const preferences = useUserPreferences();
  const { cardDisplay, save } = useCardDisplay();
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (preferences.isPending) return <Skeleton className="h-96" />;
  return (
    <>
      <IdeaBoard
        viewerId={user.id}
        defaultView={preferences.data?.defaultView ?? 'grid'}
        display={cardDisplay}
        onOpenSettings={() => setSettingsOpen(true)}
        onSignInRequired={() => undefined}
      />
      <CardSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} value={cardDisplay} onSave={save} />
    </>
  );
}

/** A visitor's Idea Garage: the community's ideas, read-only; anything more asks them to sign in. */
function PublicBoard() {
  const { openAuthDialog } = useAuthDialog();
  const askToSignIn = (action: string) => {
    toast.info(`Please sign in to ${action}`);
    openAuthDialog({ mode: 'login' });
  };
  return (
    <VisitorLayout>
      <IdeaBoard
        viewerId=""
        defaultView="grid"
        display={DEFAULT_CARD_DISPLAY}
        onOpenSettings={() => undefined}
        onSignInRequired={askToSignIn}
        banner={
          <p className="rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
            You're browsing public ideas from the community. Sign in to comment, add ideas, or explore more features.
          </p>
        }
      />
    </VisitorLayout>
  );
}

/** /tool/idea-garage: the board for a signed-in user, the public board for a visitor. */
export function IdeaGarageRoute() {
  const { session } = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-out') return <PublicBoard />;
  return (
    <AppShell>
      <SignedInBoard user={session.user} />
    </AppShell>
  );
}
