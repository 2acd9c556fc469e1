import type { IdeaView } from '@core/ideas/idea-contracts';
import type { Assumption } from '@core/tools/validation-agent/validation-board';
import { validationResultText } from '@core/tools/validation-agent/validation-result';
import { NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useWriteToIdea } from '../api/write-to-idea';
import { useAssumptionTexts } from './use-assumption-texts';

type WriteToIdeaProps = {
  /** The board's idea as the Idea Garage lists it now. */
  idea: IdeaView;
  assumptions: readonly Assumption[];
};

/** The board's result as a short text, and 'Write to idea', which puts it in the idea's Validation/GTM (for those who may edit it). */
export function WriteToIdea({ idea, assumptions }: WriteToIdeaProps) {
  const t = useT();
  const { words } = useAssumptionTexts();
  const write = useWriteToIdea(idea.id);
  const text = validationResultText(assumptions, words);
  const isWritten = write.isSuccess && write.variables === text;

  if (!idea.permissions.canEdit) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'validationAgent.write.viewOnly',
          defaultMessage: "You can only view this idea, so the board's result cannot be written to it.",
        })}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'validationAgent.write.explain',
          defaultMessage: "Replaces the idea's Validation/GTM with this result:",
        })}
      </p>
      <pre
        aria-label={t({ id: 'validationAgent.write.preview', defaultMessage: 'Result to write' })}
        className="max-h-72 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-muted/40 p-3 font-sans text-sm"
      >
        {text}
      </pre>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={assumptions.length === 0 || write.isPending}
          aria-busy={write.isPending}
          onClick={() => write.mutate(text)}
        >
          <NotebookPen className="size-4" aria-hidden="true" />
          {write.isPending
            ? t({ id: 'validationAgent.write.writing', defaultMessage: 'Writing…' })
            : t({ id: 'validationAgent.write.button', defaultMessage: 'Write to idea' })}
        </Button>
        {isWritten && (
          <p role="status" className="text-sm">
            {t({ id: 'validationAgent.write.done', defaultMessage: "Written to the idea's Validation/GTM." })}
            <Link className="ms-1 text-primary underline-offset-4 hover:underline" to={paths.idea.getHref(idea.id)}>
              {t({ id: 'validationAgent.write.open', defaultMessage: 'Open the idea' })}
            </Link>
          </p>
        )}
      </div>
      {assumptions.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'validationAgent.write.nothing', defaultMessage: 'Add an assumption to have a result to write.' })}
        </p>
      )}
    </div>
  );
}
