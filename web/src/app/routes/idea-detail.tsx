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
import { useT } from '@/lib/i18n/use-t';
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
    return session.status === 'signed-in' ? (
      <AppShell>{linked}</AppShell>
    ) : (
      <VisitorLayout fromSharedLink>{linked}</VisitorLayout>
    );
  }
  if (session.status === 'signed-out') return <Navigate to={paths.auth.getHref()} replace />;
  return (
    <AppShell>
      {ideaId.startsWith('new-') ? <NewIdea creationKey={ideaId} /> : <ExistingIdea ideaId={ideaId} />}
    </AppShell>
  );
}

/** Between the breadcrumb's steps: a symbol, the same in every language (hidden from screen readers). */
const BREADCRUMB_SEPARATOR = ' > ';

function ExistingIdea({ ideaId }: { ideaId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useIdeaPage(ideaId);
  const toBoard = () => navigate(paths.ideaGarage.getHref());

  if (view.isPending) return <Skeleton className="h-96" />;
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">
          {missing
            ? t({ id: 'shell.ideaDetail.notFound.title', defaultMessage: 'Idea not found' })
            : t({ id: 'shell.ideaDetail.loadError.title', defaultMessage: 'Something went wrong' })}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {missing
            ? t({
                id: 'shell.ideaDetail.notFound.description',
                defaultMessage: "The idea you're looking for doesn't exist.",
              })
            : t({
                id: 'shell.ideaDetail.loadError.description',
                defaultMessage: 'The idea could not be loaded. Please try again.',
              })}
        </p>
        <Button className="mt-6" onClick={toBoard}>
          {t({ id: 'shell.ideaDetail.backToGarage', defaultMessage: 'Back to Idea Garage' })}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav
          aria-label={t({ id: 'shell.ideaDetail.breadcrumb', defaultMessage: 'Breadcrumb' })}
          className="text-sm text-muted-foreground"
        >
          <Link to={paths.ideaGarage.getHref()} className="hover:underline">
            {t({ id: 'shell.ideaDetail.breadcrumbGarage', defaultMessage: 'Idea Garage' })}
          </Link>
          <span aria-hidden="true">{BREADCRUMB_SEPARATOR}</span>
          <span aria-current="page">{view.data.idea.title}</span>
        </nav>
        <div className="flex gap-2">
          {view.data.idea.permissions.canShare && <ShareButton idea={{ ...view.data.idea, pages: view.data.pages }} />}
          <Button variant="ghost" onClick={toBoard}>
            <ArrowLeft className="size-4" aria-hidden="true" />{' '}
            {t({ id: 'shell.ideaDetail.back', defaultMessage: 'Back' })}
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
