import { useT } from '@/lib/i18n/use-t';
import { linkProblemMessages } from '@/lib/link-problem-messages';

/** A `?share=` link that opens nothing (stopped, replaced, deleted or mistyped): the spec's words, read out at once. */
export function InvalidLinkAlert() {
  const t = useT();
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
      {t(linkProblemMessages.invalid)}
    </p>
  );
}
