import { DEFAULT_CARD_DISPLAY } from '@core/preferences/preferences-contracts';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { IdeaBoard, type BulkShareDialog, type SignInAction } from '@/features/idea-board/components/idea-board';
import { ShareButton } from '@/features/idea-sharing/components/share-button';
import { ShareDialog } from '@/features/idea-sharing/components/share-dialog';
import { ClaimLinkFromBoard } from '@/features/shared-links/components/claim-link-from-board';
import { SharedLinkBoardBanner } from '@/features/shared-links/components/shared-link-board-banner';
import { useUserPreferences } from '@/lib/user-preferences';
import { useCardDisplay } from '@/features/preferences/api/save-card-display';
import { CardSettingsDialog } from '@/features/preferences/components/card-settings-dialog';
import { useT } from '@/lib/i18n/use-t';
import { useSession, type SessionUser } from '@/lib/session';
import { AppShell } from '../layouts/app-shell';
import { VisitorLayout } from '../layouts/visitor-layout';

/** The board's sharing, from the sharing feature: a card's Share button, and the dialog for the ideas selected in bulk. */
const share = {
  button: (idea: { id: string; title: string }) => <ShareButton idea={idea} compact />,
  bulkDialog: ({ ideas, ...dialog }: BulkShareDialog) => (
    <ShareDialog ideas={ideas.map((idea) => ({ ...idea, pages: [] }))} {...dialog} />
  ),
};

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
        share={share}
      />
      <CardSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} value={cardDisplay} onSave={save} />
    </>
  );
}

/** What the board asks a visitor to sign in for, by the action it names. */
const signInTo: Record<SignInAction, MessageDescriptor> = defineMessages({
  comment: { id: 'shell.ideaGarage.signInToComment', defaultMessage: 'Please sign in to comment' },
  addIdea: { id: 'shell.ideaGarage.signInToAddIdea', defaultMessage: 'Please sign in to add an idea' },
  changeSettings: {
    id: 'shell.ideaGarage.signInToChangeSettings',
    defaultMessage: 'Please sign in to change settings',
  },
});

/** A visitor's Idea Garage: the community's ideas, read-only; anything more asks them to sign in. */
function PublicBoard({ token }: { token: string | null }) {
  const t = useT();
  const { openAuthDialog } = useAuthDialog();
  const askToSignIn = (action: SignInAction) => {
    toast.info(t(signInTo[action]));
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
        share={share}
        banner={
          token ? (
            <SharedLinkBoardBanner token={token} />
          ) : (
            <p className="rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
              {t({
                id: 'shell.ideaGarage.publicBanner',
                defaultMessage:
                  "You're browsing public ideas from the community. Sign in to comment, add ideas, or explore more features.",
              })}
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
  return <AppShell>{token ? <ClaimLinkFromBoard token={token} /> : <SignedInBoard user={session.user} />}</AppShell>;
}
