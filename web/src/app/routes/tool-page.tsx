import type { Tool } from '@core/tools/tool-catalogue';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ComingSoon } from '@/features/tools/components/coming-soon';
import { TOOL_PAGES } from '../tool-registry';

/** A tool's page, for someone allowed in: the tool itself where it is built (the tool registry), else 'Coming Soon'. */
export function ToolPage({ tool }: { tool: Tool }) {
  const Page = TOOL_PAGES[tool.id];
  if (!Page) return <ComingSoon tool={tool} />;
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <Page />
    </Suspense>
  );
}
