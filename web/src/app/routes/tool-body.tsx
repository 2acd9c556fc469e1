import type { Tool } from '@core/tools/tool-catalogue';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoardGarageIdeas } from '@/features/idea-board/hooks/use-garage-ideas';
import { GarageIdeasProvider } from '@/lib/garage-ideas';
import { TOOL_PAGE_OF } from '../tool-registry';
import { NotFoundRoute } from './not-found';

/**
 * A tool's page, for someone allowed in (the tool registry's). A tool that works on one of the user's ideas reads them
 * from the Idea Garage's board query, given here.
 */
export function ToolBody({ tool }: { tool: Tool }) {
  const Page = TOOL_PAGE_OF[tool.id];
  // The Idea Garage has routes of its own: the tool route never draws it.
  if (!Page) return <NotFoundRoute />;
  return (
    <GarageIdeasProvider value={useBoardGarageIdeas}>
      <Suspense fallback={<Skeleton className="h-96" />}>
        <Page />
      </Suspense>
    </GarageIdeasProvider>
  );
}
