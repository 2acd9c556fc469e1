import { TOOLS, type Tool } from '@core/tools/tool-catalogue';
import { getDisplayName } from '@core/user/display-name';
import { Skeleton } from '@/components/ui/skeleton';
import { usePinnedTools } from '@/features/preferences/api/save-pinned-tools';
import { RecentDocuments } from '@/features/tools/components/recent-documents';
import { ToolCard } from '@/features/tools/components/tool-card';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

type ToolSectionProps = {
  id: string;
  title: string;
  tools: readonly Tool[];
  className: string;
  pins: Pick<ReturnType<typeof usePinnedTools>, 'isPinned' | 'toggle'>;
};

function ToolSection({ id, title, tools, className, pins: { isPinned, toggle } }: ToolSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <div className={grid}>
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} isPinned={isPinned(tool.id)} onTogglePin={() => toggle(tool.id)} />
        ))}
      </div>
    </section>
  );
}

/** 'Continue where you left off' (the documents saved last), 'Pinned Tools' (when any tool is pinned) and 'All Tools'. */
export function DashboardRoute() {
  const t = useT();
  const { session } = useSession();
  const pins = usePinnedTools();
  const { pinned, isLoading } = pins;
  const pinnedTools = pinned.map((id) => TOOLS.find((tool) => tool.id === id)!);

  return (
    <>
      <h1 className="text-3xl font-bold">{t({ id: 'tools.dashboard.title', defaultMessage: 'Dashboard' })}</h1>
      {session.status === 'signed-in' && (
        <p className="mt-1 text-muted-foreground">
          {t(
            { id: 'tools.dashboard.welcomeBack', defaultMessage: 'Welcome back, {name}.' },
            { name: getDisplayName(session.user) },
          )}
        </p>
      )}
      {session.status === 'signed-in' && <RecentDocuments />}
      {isLoading ? (
        <div
          className={`${grid} mt-8`}
          role="status"
          aria-busy="true"
          aria-label={t({ id: 'tools.dashboard.loadingTools', defaultMessage: 'Loading tools' })}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-44" />
          ))}
        </div>
      ) : (
        <>
          {pinnedTools.length > 0 && (
            <ToolSection
              id="pinned-tools"
              title={t({ id: 'tools.dashboard.pinnedTools', defaultMessage: 'Pinned Tools' })}
              tools={pinnedTools}
              className="mt-8"
              pins={pins}
            />
          )}
          <ToolSection
            id="all-tools"
            title={t({ id: 'tools.dashboard.allTools', defaultMessage: 'All Tools' })}
            tools={TOOLS}
            className="mt-10"
            pins={pins}
          />
        </>
      )}
    </>
  );
}
