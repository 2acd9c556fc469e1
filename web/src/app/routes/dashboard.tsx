import { getDisplayName } from '@core/user/display-name';
import { TOOLS } from '@core/tools/tool-catalogue';
import { Skeleton } from '@/components/ui/skeleton';
import { usePinnedTools } from '@/features/preferences/api/save-pinned-tools';
import { ToolCard } from '@/features/tools/components/tool-card';
import { useSession } from '@/lib/session';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** 'Pinned Tools' (when any tool is pinned) and 'All Tools'. */
export function DashboardRoute() {
  const { session } = useSession();
  const { pinned, isPinned, toggle, isLoading } = usePinnedTools();
  const pinnedTools = pinned.map((id) => TOOLS.find((tool) => tool.id === id)!);
  const card = (tool: (typeof TOOLS)[number]) => (
    <ToolCard key={tool.id} tool={tool} isPinned={isPinned(tool.id)} onTogglePin={() => toggle(tool.id)} />
  );

  return (
    <>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {session.status === 'signed-in' && (
        <p className="mt-1 text-muted-foreground">Welcome back, {getDisplayName(session.user)}.</p>
      )}
      {isLoading ? (
        <div className={`${grid} mt-8`} aria-busy="true" aria-label="Loading tools">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-44" />
          ))}
        </div>
      ) : (
        <>
          {pinnedTools.length > 0 && (
            <section aria-labelledby="pinned-tools" className="mt-8">
              <h2 id="pinned-tools" className="mb-4 text-xl font-semibold">
                Pinned Tools
              </h2>
              <div className={grid}>{pinnedTools.map(card)}</div>
            </section>
          )}
          <section aria-labelledby="all-tools" className="mt-10">
            <h2 id="all-tools" className="mb-4 text-xl font-semibold">
              All Tools
            </h2>
            <div className={grid}>{TOOLS.map(card)}</div>
          </section>
        </>
      )}
    </>
  );
}
