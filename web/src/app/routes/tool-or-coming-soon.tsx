import type { Tool } from '@core/tools/tool-catalogue';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoardGarageIdeas } from '@/features/idea-board/hooks/use-garage-ideas';
import { ComingSoon } from '@/features/tools/components/coming-soon';
import { GarageIdeasProvider } from '@/lib/garage-ideas';
import { TOOL_PAGES } from '../tool-registry';

/**
 * A tool's page, for someone allowed in: the tool itself where it is built (the tool registry), else 'Coming Soon'.
 * A tool that works on one of the user's ideas reads them from the Idea Garage's board query, given here.
 */
export function ToolOrComingSoon({ tool }: { tool: Tool }) {
  const Page = TOOL_PAGES[tool.id];
  if (!Page) return <ComingSoon tool={tool} />;
  return (
    <GarageIdeasProvider value={useBoardGarageIdeas}>
      <Suspense fallback={<Skeleton className="h-96" />}>
        <Page />
      </Suspense>
    </GarageIdeasProvider>
  );
}
