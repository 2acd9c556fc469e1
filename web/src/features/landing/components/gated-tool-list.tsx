import { useId } from 'react';

const GATED_TOOLS = [
  'Equity Calculator',
  'Investor Directory',
  'Market Research Agent',
  'Competitor Analysis',
  'Pitch Maker',
  'Financial Models',
] as const;

/** What a click on a gated tool says, before the sign-in dialog opens. */
export const GATED_TOOL_NOTICE = 'Sign in to access this tool and unlock all features';

/** Tools a visitor can see but not use: a click says so (GATED_TOOL_NOTICE) and asks them to sign in. */
export function GatedToolList({ onToolClick }: { onToolClick: () => void }) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
        Tools for every stage
      </h2>
      <p className="mt-1 text-muted-foreground">Create a free account to open any of them.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {GATED_TOOLS.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={onToolClick}
              className="flex w-full items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 text-left text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <span>{name}</span>{' '}
              <span title="Login required" className="size-2.5 shrink-0 rounded-full bg-orange-500">
                <span className="sr-only">Login required</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
