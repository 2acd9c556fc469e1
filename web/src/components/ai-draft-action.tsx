import { aiCallMessage, type AiDraftRequest } from '@core/ai/ai-drafts';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import type { AiDraft } from '@/lib/ai/stream-ai-draft';
import { useAiDraft } from '@/lib/ai/use-ai-draft';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { profileQueryOptions } from '@/lib/profile-query';

const messages = defineMessages({
  drafting: { id: 'ai.action.drafting', defaultMessage: 'Drafting…' },
  stop: { id: 'ai.action.stop', defaultMessage: 'Stop' },
  ready: {
    id: 'ai.action.ready',
    defaultMessage: 'The AI draft is in place, marked AI draft. Check it and make it your own.',
  },
  cut: { id: 'ai.action.cut', defaultMessage: 'The answer was long and was cut at its maximum length.' },
  goToField: { id: 'ai.action.goToField', defaultMessage: 'Go to field' },
});

/** A field the request needs that is empty: what to say beside the button, and how to get to the field. */
export type AiDraftNeeds = { message: string; goToField: () => void };

type Props = {
  /** What the button says ('Draft market overview'). */
  label: string;
  /** The draft to ask for, or null when the tool's own fields must be fixed first (it shows why). */
  request: () => AiDraftRequest | null;
  /** The whole draft, to be put in place as the founder's own text, marked 'AI draft'. */
  onDrafted: (draft: AiDraft) => void;
  /** While a field the request needs is empty: said beside the button, with 'Go to field' (issue 33). */
  needs?: AiDraftNeeds | null;
  /** Said once the whole answer is in, where it is not a draft put in the founder's field (an answer shown below). */
  readyMessage?: string;
};

/**
 * An AI button (issue 18): with the founder's key, asks for a draft and shows it as it streams in, then hands it
 * to the tool; without a key, in its place, 'Add your AI API key in Profile to get AI suggestions.' linking there.
 */
export function AiDraftAction({ label, request, onDrafted, needs, readyMessage }: Props) {
  const t = useT();
  const needsId = useId();
  const said = useSaid();
  const profile = useQuery(profileQueryOptions);
  const { state, start, stop } = useAiDraft();
  const [finished, setFinished] = useState<AiDraft | null>(null);
  // The draft goes to the page as it is when the draft ends, not as it was when the button was pressed.
  const drafted = useRef(onDrafted);
  useLayoutEffect(() => {
    drafted.current = onDrafted;
  });
  if (!profile.data) return null;
  if (!profile.data.apiKeyLast4) {
    return (
      <p className="text-sm">
        <Link to={paths.profile.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          {said(aiCallMessage('no-key'))}
        </Link>
      </p>
    );
  }
  const streaming = state.status === 'streaming';
  const run = async () => {
    const asked = request();
    if (!asked) return;
    setFinished(null);
    const draft = await start(asked);
    if (!draft) return;
    setFinished(draft);
    drafted.current(draft);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => void run()}
          disabled={streaming}
          aria-busy={streaming}
          aria-describedby={needs ? needsId : undefined}
        >
          {streaming ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Sparkles aria-hidden className="size-4" />
          )}
          {streaming ? t(messages.drafting) : label}
        </Button>
        {streaming && (
          <Button variant="ghost" onClick={stop}>
            {t(messages.stop)}
          </Button>
        )}
        {needs && (
          <p id={needsId} className="text-sm text-muted-foreground">
            {needs.message}{' '}
            <Button variant="link" size="sm" className="h-auto px-0" onClick={needs.goToField}>
              {t(messages.goToField)}
            </Button>
          </p>
        )}
      </div>
      <div role="status" aria-busy={streaming} className="text-sm">
        {streaming && state.text && (
          <p className="max-h-64 overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3">{state.text}</p>
        )}
        {finished && (
          <p className="text-muted-foreground">
            {finished.truncated ? t(messages.cut) : (readyMessage ?? t(messages.ready))}
          </p>
        )}
      </div>
      {state.status === 'failed' && <FormAlert message={state.message} />}
    </div>
  );
}
