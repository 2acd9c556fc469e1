import { DEFAULT_CARD_DISPLAY } from '@core/preferences/preferences-contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { linkInfoQueryOptions, linkProblemOf } from '@/features/ideas/api/links';
import { IdeaBoard } from '@/features/ideas/components/idea-board';
import { ClaimLink } from '@/features/ideas/components/link/claim-link';
import { SharedLinkBoardBanner } from '@/features/ideas/components/link/shared-link-board-banner';
import { useUserPreferences } from '@/features/preferences/api/get-preferences';
import { useCardDisplay } from '@/features/preferences/api/save-card-display';
import { CardSettingsDialog } from '@/features/preferences/components/card-settings-dialog';
import { paths } from '@/config/paths';
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
function PublicBoard({ token }: { token: string | null }) {
  const { openAuthDialog } = useAuthDialog();
  const askToSignIn = (action: string) => {
    toast.info(`Please sign in to ${action}`);
    openAuthDialog({ mode: 'login' });
  };
  return (
    <VisitorLayout fromSharedLink={token !== null}>
      <IdeaBoard
        viewerId=""
        defaultView="grid"
        display={DEFAULT_CARD_DISPLAY}
        onOpenSettings={() => undefined}
        onSignInRequired={askToSignIn}
        banner={
          token ? (
            <SharedLinkBoardBanner token={token} />
          ) : (
            <p className="rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
              You're browsing public ideas from the community. Sign in to comment, add ideas, or explore more features.
            </p>
          )
        }
      />
    </VisitorLayout>
  );
}

/**
 * /tool/idea-garage: the board for a signed-in user, the public board for a visitor (§2's entry cases). With a
 * shared link (?share=): a visitor's board shows the link's banner; a signed-in user gets the shared idea on
 * their account and lands on their board.
 */
export function IdeaGarageRoute() {
  const { session } = useSession();
  const [search] = useSearchParams();
  const token = search.get('share');
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-out') return <PublicBoard token={token} />;
  return (
    <AppShell>
      {token ? <SignedInWithLink token={token} /> : <SignedInBoard user={session.user} />}
    </AppShell>
  );
}

/** §8: says why the link was refused, then shows the user's own board. */
function LinkRefused({ message }: { message: string }) {
  useEffect(() => void toast.error(message), [message]);
  return <Navigate to={paths.ideaGarage.getHref()} replace />;
}

function SignedInWithLink({ token }: { token: string }) {
  const link = useQuery(linkInfoQueryOptions(token));
  if (link.isPending) return <FullPageSpinner />;
  if (link.isError) {
    const problem = linkProblemOf(link.error);
    if (problem.expired) return <Navigate to={paths.expiredLink.getHref()} replace />;
    return <LinkRefused message={problem.message} />;
  }
  // A protected link asks for its password on the idea's page.
  if (link.data.passwordRequired) return <Navigate to={`${paths.idea.getHref(link.data.ideaId)}?share=${token}`} replace />;
  return <ClaimLink token={token} linkKey={null} ideaId={link.data.ideaId} then={paths.ideaGarage.getHref()} />;
}
