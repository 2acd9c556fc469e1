import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useIdea } from '@/features/ideas/api/get-idea';
import { IdeaDetails } from '@/features/ideas/components/idea-details';
import { ApiError } from '@/lib/api-client';

/** /tool/idea-garage/idea/{id}: one idea; one the viewer may not see does not exist for them. */
export function IdeaDetailRoute() {
  const { ideaId = '' } = useParams();
  const navigate = useNavigate();
  const idea = useIdea(ideaId);
  const back = (
    <Button variant="ghost" onClick={() => navigate(paths.ideaGarage.getHref())}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back
    </Button>
  );

  if (idea.isPending) return <Skeleton className="h-96" />;
  if (idea.isError) {
    const missing = idea.error instanceof ApiError && idea.error.status === 404;
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Idea not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-muted-foreground">
          {missing ? "The idea you're looking for doesn't exist." : 'The idea could not be loaded. Please try again.'}
        </p>
        <Button className="mt-6" onClick={() => navigate(paths.ideaGarage.getHref())}>
          Back to Idea Garage
        </Button>
      </div>
    );
  }
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link to={paths.ideaGarage.getHref()} className="hover:underline">
            Idea Garage
          </Link>
          <span aria-hidden="true"> &gt; </span>
          <span aria-current="page">{idea.data.title}</span>
        </nav>
        {back}
      </div>
      <h1 className="text-3xl font-bold">{idea.data.title}</h1>
      <IdeaDetails idea={idea.data} />
    </article>
  );
}
