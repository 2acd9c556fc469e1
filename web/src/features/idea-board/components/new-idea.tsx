import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useCreateIdea } from '../api/create-idea';

/**
 * /idea/new-…: creates 'Untitled Idea' and replaces the address with the real id. The new-… id goes to the
 * server as the creation key, so a second render, a refresh or a double request still makes one idea.
 */
export function NewIdea({ creationKey }: { creationKey: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { mutate, isError } = useCreateIdea();
  const untitled = t({ id: 'ideaBoard.newIdea.untitled', defaultMessage: 'Untitled Idea' });
  const create = () =>
    mutate(
      { title: untitled, creationKey },
      { onSuccess: (idea) => navigate(paths.idea.getHref(idea.id), { replace: true }) },
    );
  // Once per key, even when React runs effects twice (StrictMode); the server makes any repeat harmless too.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (startedFor.current === creationKey) return;
    startedFor.current = creationKey;
    create();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `create` is new each render; the key is what matters
  }, [creationKey]);

  if (isError) {
    return (
      <div className="py-16 text-center">
        <p className="text-muted-foreground">
          {t({ id: 'ideaBoard.newIdea.failed', defaultMessage: 'The new idea could not be created.' })}
        </p>
        <Button className="mt-4" onClick={create}>
          {t({ id: 'ideaBoard.newIdea.retry', defaultMessage: 'Try again' })}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-16">
      <Spinner
        label={t({ id: 'ideaBoard.newIdea.creating', defaultMessage: 'Creating your idea' })}
        className="size-8"
      />
    </div>
  );
}
