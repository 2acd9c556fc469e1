import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import type { GarageIdeas } from '@/lib/garage-ideas';
import { useT } from '@/lib/i18n/use-t';

/** An idea as a tool keeps it: its id and its title when picked (shown if the idea is no longer listed). */
export type PickedIdea = { id: string; title: string };

type IdeaSelectProps = {
  label: string;
  /** What the empty choice says ('Choose an idea', 'No idea'). */
  noneLabel: string;
  garage: GarageIdeas;
  value: PickedIdea | null;
  onChange: (idea: PickedIdea | null) => void;
};

/** Picks one of the user's Idea Garage ideas (more on demand, 50 at a time); says so when there are none yet. */
export function IdeaSelect({ label, noneLabel, garage, value, onChange }: IdeaSelectProps) {
  const t = useT();
  const id = useId();
  const isListed = value !== null && garage.ideas.some((idea) => idea.id === value.id);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          id={id}
          className="min-w-0 flex-1"
          value={value?.id ?? ''}
          disabled={garage.isPending}
          onChange={(event) => {
            const idea = garage.ideas.find((candidate) => candidate.id === event.target.value);
            onChange(idea ? { id: idea.id, title: idea.title } : null);
          }}
        >
          <option value="">
            {garage.isPending ? t({ id: 'ideaSelect.loading', defaultMessage: 'Loading your ideas…' }) : noneLabel}
          </option>
          {value && !isListed && <option value={value.id}>{value.title}</option>}
          {garage.ideas.map((idea) => (
            <option key={idea.id} value={idea.id}>
              {idea.title}
            </option>
          ))}
        </NativeSelect>
        {garage.hasMore && (
          <Button
            variant="outline"
            size="sm"
            disabled={garage.isLoadingMore}
            aria-busy={garage.isLoadingMore}
            onClick={garage.loadMore}
          >
            {t({ id: 'ideaSelect.more', defaultMessage: 'Show more ideas' })}
          </Button>
        )}
      </div>
      {garage.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t({ id: 'ideaSelect.loadError', defaultMessage: 'Could not load your ideas.' })}
        </p>
      )}
      {!garage.isPending && !garage.isError && garage.ideas.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'ideaSelect.empty', defaultMessage: 'Your Idea Garage has no ideas yet.' })}
          <Link className="ms-1 text-primary underline-offset-4 hover:underline" to={paths.ideaGarage.getHref()}>
            {t({ id: 'ideaSelect.addOne', defaultMessage: 'Add one in the Idea Garage' })}
          </Link>
        </p>
      )}
    </div>
  );
}
