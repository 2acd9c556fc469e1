import type { ToolId } from '@core/tools/tool-catalogue';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The one web registry of built tools: each tool's page, its own chunk, loaded when the tool is opened. A tool
 * not listed here is 'Coming Soon'. Adding a tool is adding its line (docs/adding-a-tool.md).
 */
export const TOOL_PAGES: Partial<Record<ToolId, LazyExoticComponent<ComponentType>>> = {
  'equity-split': lazy(async () => ({ default: (await import('@/features/equity-split/components/equity-calculator')).EquityCalculator })),
  'term-sheet-translator': lazy(async () => ({ default: (await import('@/features/term-sheet-translator/components/term-sheet-translator')).TermSheetTranslator })),
  'cofounder-fit': lazy(async () => ({ default: (await import('@/features/cofounder-fit/components/cofounder-fit-assessment')).CofounderFitAssessment })),
  'your-ai-ca': lazy(async () => ({ default: (await import('@/features/sample-tools/components/your-ai-ca')).YourAiCa })),
  'ai-accountant': lazy(async () => ({ default: (await import('@/features/sample-tools/components/ai-accountant')).AiAccountant })),
  'domain-tracker': lazy(async () => ({ default: (await import('@/features/sample-tools/components/domain-tracker')).DomainTracker })),
  'brand-name-suggester': lazy(async () => ({ default: (await import('@/features/sample-tools/components/brand-name-suggester')).BrandNameSuggester })),
};
