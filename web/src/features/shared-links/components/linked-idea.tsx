import { collabLinkToken } from '@core/idea-page/collab-document';
import { MAIN_PAGE_ID, type IdeaPageView } from '@core/idea-page/page-contracts';
import { toPendingSharedLink, type LinkInfo } from '@core/ideas/share-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { linkKeyStore, savePendingSharedLink } from '@/lib/pending-shared-link';
import { linkProblemMessages } from '@/lib/link-problem-messages';
import { linkedContentQueryOptions, linkedIdeaQueryOptions } from '../api/links';
import { ClaimLink } from './claim-link';
import { LinkGate } from './link-gate';
import { LinkPasswordForm } from './link-password-form';
import { SharedLinkBanner } from './shared-link-banner';

/** What the idea page needs to show an idea read through a link (the page itself is another feature's, given by app/). */
export type LinkedIdeaPage = {
  view: IdeaPageView;
  pageId: string;
  onSelectPage: (pageId: string) => void;
  scopedToPages: boolean;
  contentQueryFor: (pageId: string) => ReturnType<typeof linkedContentQueryOptions>;
  /** The link's token for the live document (read-only), as the collaboration socket takes it. */
  collabToken: string;
};

type LinkedIdeaProps = {
  token: string;
  signedIn: boolean;
  onSignIn: (mode: 'login' | 'signup') => void;
  renderIdeaPage: (page: LinkedIdeaPage) => ReactNode;
};

/**
 * An idea opened through a public link (§4 shared link state: validating, valid, invalid, expired). Expired
 * links go to /expired-link; a protected link asks for its password first. A signed-in holder gets the idea
 * on their account; a visitor sees it read-only with the shared-link banner and a way to sign in.
 */
export function LinkedIdea({ token, ...props }: LinkedIdeaProps) {
  const t = useT();
  return (
    <LinkGate
      token={token}
      validating={
        <Spinner
          label={t({ id: 'sharedLinks.linkedIdea.validating', defaultMessage: 'Validating link' })}
          className="mx-auto my-16 size-8"
        />
      }
      refused={(message) => <LinkProblem message={message} />}
    >
      {(info) => <ValidLink token={token} info={info} {...props} />}
    </LinkGate>
  );
}

/** A valid link: its password first when it has one; then the idea, on the holder's account or read-only. */
function ValidLink({ token, info, signedIn, onSignIn, renderIdeaPage }: LinkedIdeaProps & { info: LinkInfo }) {
  const [key, setKey] = useState(() => linkKeyStore.get(token));
  if (info.passwordRequired && !key) {
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
  if (signedIn) return <ClaimLink token={token} linkKey={key} ideaId={info.ideaId} />;
  return <LinkedIdeaView token={token} linkKey={key} info={info} onSignIn={onSignIn} renderIdeaPage={renderIdeaPage} />;
}

function LinkProblem({ message }: { message: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <Button className="mt-6" onClick={() => navigate(paths.ideaGarage.getHref())}>
        {t({ id: 'sharedLinks.linkedIdea.backToIdeaGarage', defaultMessage: 'Back to Idea Garage' })}
      </Button>
    </div>
  );
}

type LinkedIdeaViewProps = Omit<LinkedIdeaProps, 'signedIn'> & { linkKey: string | null; info: LinkInfo };

function LinkedIdeaView({ token, linkKey, info, onSignIn, renderIdeaPage }: LinkedIdeaViewProps) {
  const t = useT();
  const view = useQuery(linkedIdeaQueryOptions(token, linkKey));
  const [pageId, setPageId] = useState(MAIN_PAGE_ID);
  const location = useLocation();
  const remember = (mode: 'login' | 'signup') => {
    savePendingSharedLink(toPendingSharedLink(info, { token, key: linkKey, url: location.pathname + location.search }));
    onSignIn(mode);
  };

  if (view.isPending)
    return (
      <Spinner
        label={t({ id: 'sharedLinks.linkedIdea.loading', defaultMessage: 'Loading the shared idea' })}
        className="mx-auto my-16 size-8"
      />
    );
  if (view.isError) return <LinkProblem message={t(linkProblemMessages.validationFailed)} />;
  return (
    <div className="space-y-6">
      <SharedLinkBanner sharedBy={info.sharedBy}>
        <Button size="sm" variant="outline" onClick={() => remember('login')}>
          {t({ id: 'sharedLinks.linkedIdea.signIn', defaultMessage: 'Sign In' })}
        </Button>
        <Button size="sm" onClick={() => remember('signup')}>
          {t({ id: 'sharedLinks.linkedIdea.signUp', defaultMessage: 'Sign Up' })}
        </Button>
      </SharedLinkBanner>
      {renderIdeaPage({
        view: view.data,
        // A link to some pages opens on the first of them (it has no Main Content to show).
        pageId: info.pageIds && pageId === MAIN_PAGE_ID ? (view.data.pages[0]?.id ?? MAIN_PAGE_ID) : pageId,
        onSelectPage: setPageId,
        scopedToPages: info.pageIds !== null,
        contentQueryFor: (page) => linkedContentQueryOptions(token, linkKey, page),
        collabToken: collabLinkToken({ link: token, key: linkKey ?? '' }),
      })}
    </div>
  );
}
