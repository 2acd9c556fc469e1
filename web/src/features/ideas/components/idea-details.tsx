import type { IdeaView } from '@core/ideas/idea-contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatUsd } from '@/lib/format';

/** The idea's properties and comments, read-only (editing comes with the idea page's editor). */
export function IdeaDetails({ idea }: { idea: IdeaView }) {
  const properties: [string, string][] = [
    ['Tags', idea.tags.join(', ') || '—'],
    ['Efforts', idea.efforts || '—'],
    ['Idea / Problem', idea.description || '—'],
    ['Insight/Whynow', idea.whyNow || '—'],
    ['MVP Estimate', formatUsd(idea.costToValidate)],
    ['Validation/GTM', idea.validationGtm || '—'],
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap gap-2">
        <Badge variant="primary">{idea.category || 'Uncategorized'}</Badge>
        <Badge>Priority: {idea.priority}</Badge>
        <Badge>Score: {idea.ideaScore}/10</Badge>
        <Badge>By {idea.author}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {properties.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-wrap text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="comments">
        <h2 id="comments" className="mb-3 text-lg font-semibold">
          Comments ({idea.commentCount})
        </h2>
        {idea.comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No comments yet</p>
        ) : (
          <ul className="space-y-3">
            {idea.comments.map((comment) => (
              <li key={comment.id} className="rounded-md border border-border p-3">
                <p className="text-xs text-muted-foreground">
                  {comment.author} · {formatDate(comment.createdAt)}
                </p>
                <p className="mt-1 text-sm">{comment.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
