import { MAIN_PAGE_ID } from '@core/idea-page/page-contracts';
import type { LinkInfo } from '@core/ideas/share-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { linkKeyStore, savePendingSharedLink } from '@/lib/pending-shared-link';
import { linkedContentQueryOptions, linkedIdeaQueryOptions, linkInfoQueryOptions, linkProblemOf } from '../../api/links';
import { IdeaPage } from '../page/idea-page';
import { ClaimLink } from './claim-link';
import { LinkPasswordForm } from './link-password-form';

type LinkedIdeaProps = { token: string; signedIn: boolean; onSignIn: (mode: 'login' | 'signup') => void };

/**
 * An idea opened through a public link (§4 shared link state: validating, valid, invalid, expired). Expired
 * links go to /expired-link; a protected link asks for its password first. A signed-in holder gets the idea
 * on their account; a visitor sees it read-only with the shared-link banner and a way to sign in.
 */
export function LinkedIdea({ token, signedIn, onSignIn }: LinkedIdeaProps) {
  const info = useQuery(linkInfoQueryOptions(token));
  const [key, setKey] = useState(() => linkKeyStore.get(token));

  if (info.isPending) return <Spinner label="Validating link" className="mx-auto my-16 size-8" />;
  if (info.isError) {
    const problem = linkProblemOf(info.error);
    if (problem.expired) return <Navigate to={paths.expiredLink.getHref()} replace />;
    return <LinkProblem message={problem.message} />;
  }
  if (info.data.passwordRequired && !key) {
    return (
      <LinkPasswordForm
        token={token}
        onUnlocked={(unlocked) => {
          linkKeyStore.set(token, unlocked);
          setKey(unlocked);
        }}
      />
    );
  }
  if (signedIn) return <ClaimLink token={token} linkKey={key} ideaId={info.data.ideaId} />;
  return <LinkedIdeaView token={token} linkKey={key} info={info.data} onSignIn={onSignIn} />;
}

function LinkProblem({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <Button className="mt-6" onClick={() => navigate(paths.ideaGarage.getHref())}>
        Back to Idea Garage
      </Button>
    </div>
  );
}

function LinkedIdeaView({ token, linkKey, info, onSignIn }: { token: string; linkKey: string | null; info: LinkInfo; onSignIn: LinkedIdeaProps['onSignIn'] }) {
  const view = useQuery(linkedIdeaQueryOptions(token, linkKey));
  const [pageId, setPageId] = useState(MAIN_PAGE_ID);
  const location = useLocation();
  const remember = (mode: 'login' | 'signup') => {
    savePendingSharedLink({
      token,
      key: linkKey,
      url: location.pathname + location.search,
      idea_id: info.ideaId,
      shared_by: info.sharedBy,
      access_type: 'view',
      expires_at: info.expiresAt,
      shared_pages: info.pageIds,
      message: info.message,
    });
    onSignIn(mode);
  };

  if (view.isPending) return <Spinner label="Loading the shared idea" className="mx-auto my-16 size-8" />;
  if (view.isError) return <LinkProblem message="Failed to validate shared link" />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
        <p className="flex-1">You're viewing this via a shared link from {info.sharedBy}. Sign in to comment, add ideas, or explore more features</p>
        <Button size="sm" variant="outline" onClick={() => remember('login')}>
          Sign In
        </Button>
        <Button size="sm" onClick={() => remember('signup')}>
          Sign Up
        </Button>
      </div>
      <IdeaPage
        view={view.data}
        // A link to some pages opens on the first of them (it has no Main Content to show).
        pageId={info.pageIds && pageId === MAIN_PAGE_ID ? (view.data.pages[0]?.id ?? MAIN_PAGE_ID) : pageId}
        onSelectPage={setPageId}
        scopedToPages={info.pageIds !== null}
        contentQueryFor={(page) => linkedContentQueryOptions(token, linkKey, page)}
      />
    </div>
  );
}
