import type { Tool, ToolId } from '@core/tools/tool-catalogue';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ComingSoon } from '@/features/tools/components/coming-soon';

/** The tools built so far, each its own chunk; every other tool is 'Coming Soon'. */
const TOOL_PAGES: Partial<Record<ToolId, LazyExoticComponent<ComponentType>>> = {
  'equity-split': lazy(async () => ({ default: (await import('@/features/equity/components/equity-calculator')).EquityCalculator })),
  'cofounder-fit': lazy(async () => ({ default: (await import('@/features/cofounder-fit/components/cofounder-fit-assessment')).CofounderFitAssessment })),
  'your-ai-ca': lazy(async () => ({ default: (await import('@/features/sample-tools/components/your-ai-ca')).YourAiCa })),
  'ai-accountant': lazy(async () => ({ default: (await import('@/features/sample-tools/components/ai-accountant')).AiAccountant })),
  'domain-tracker': lazy(async () => ({ default: (await import('@/features/sample-tools/components/domain-tracker')).DomainTracker })),
  'brand-name-suggester': lazy(async () => ({ default: (await import('@/features/sample-tools/components/brand-name-suggester')).BrandNameSuggester })),
};

/** A tool's page, for someone allowed in: the tool itself where it is built. */
export function ToolPage({ tool }: { tool: Tool }) {
  const Page = TOOL_PAGES[tool.id];
  if (!Page) return <ComingSoon tool={tool} />;
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <Page />
    </Suspense>
  );
}
