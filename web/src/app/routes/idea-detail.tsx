import { MAIN_PAGE_ID } from '@core/idea-page/page-contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIdeaPage } from '@/features/idea-page/api/get-idea-page';
import { NewIdea } from '@/features/idea-board/components/new-idea';
import { ShareButton } from '@/features/idea-sharing/components/share-button';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { LinkedIdea } from '@/features/shared-links/components/linked-idea';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { FullIdeaPage } from '../full-idea-page';
import { AppShell } from '../layouts/app-shell';
import { VisitorLayout } from '../layouts/visitor-layout';

/**
 * /tool/idea-garage/idea/{id}: the idea page, for signed-in users (in the app shell); a `new-…` id creates an
 * idea first (once). With `?share={token}` it opens through a public link, for visitors too.
 */
export function IdeaDetailRoute() {
  const { ideaId = '' } = useParams();
  const [search] = useSearchParams();
  const { session } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const token = search.get('share');
  if (session.status === 'loading') return <FullPageSpinner />;
  if (token) {
    const linked = (
      <LinkedIdea
        token={token}
        signedIn={session.status === 'signed-in'}
        onSignIn={(mode) => openAuthDialog({ mode, fromSharedLink: true })}
        renderIdeaPage={(page) => <FullIdeaPage {...page} />}
      />
    );
    return session.status === 'signed-in' ? <AppShell>{linked}</AppShell> : <VisitorLayout fromSharedLink>{linked}</VisitorLayout>;
  }
  if (session.status === 'signed-out') return <Navigate to={paths.auth.getHref()} replace />;
  return <AppShell>{ideaId.startsWith('new-') ? <NewIdea creationKey={ideaId} /> : <ExistingIdea ideaId={ideaId} />}</AppShell>;
}

function ExistingIdea({ ideaId }: { ideaId: string }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useIdeaPage(ideaId);
  const toBoard = () => navigate(paths.ideaGarage.getHref());

  if (view.isPending) return <Skeleton className="h-96" />;
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Idea not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-muted-foreground">{missing ? "The idea you're looking for doesn't exist." : 'The idea could not be loaded. Please try again.'}</p>
        <Button className="mt-6" onClick={toBoard}>
          Back to Idea Garage
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link to={paths.ideaGarage.getHref()} className="hover:underline">
            Idea Garage
          </Link>
          <span aria-hidden="true"> &gt; </span>
          <span aria-current="page">{view.data.idea.title}</span>
        </nav>
        <div className="flex gap-2">
          {view.data.idea.permissions.canShare && <ShareButton idea={{ ...view.data.idea, pages: view.data.pages }} />}
          <Button variant="ghost" onClick={toBoard}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Back
          </Button>
        </div>
      </div>
      <FullIdeaPage
        view={view.data}
        pageId={search.get('page') ?? MAIN_PAGE_ID}
        onSelectPage={(pageId) => setSearch(pageId === MAIN_PAGE_ID ? {} : { page: pageId })}
      />
    </div>
  );
}
