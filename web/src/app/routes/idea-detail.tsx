import { MAIN_PAGE_ID } from '@core/idea-page/page-contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useIdeaPage } from '@/features/ideas/api/get-idea-page';
import { IdeaPage } from '@/features/ideas/components/page/idea-page';
import { NewIdea } from '@/features/ideas/components/page/new-idea';
import { ApiError } from '@/lib/api-client';

/** /tool/idea-garage/idea/{id}: the idea page; a `new-…` id creates an idea first (once). */
export function IdeaDetailRoute() {
  const { ideaId = '' } = useParams();
  return ideaId.startsWith('new-') ? <NewIdea creationKey={ideaId} /> : <ExistingIdea ideaId={ideaId} />;
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
        <Button variant="ghost" onClick={toBoard}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back
        </Button>
      </div>
      <IdeaPage
        view={view.data}
        pageId={search.get('page') ?? MAIN_PAGE_ID}
        onSelectPage={(pageId) => setSearch(pageId === MAIN_PAGE_ID ? {} : { page: pageId })}
      />
    </div>
  );
}
