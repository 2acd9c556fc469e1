import type { ToolId } from '@core/tools/tool-catalogue';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The one web registry of built tools: each tool's page, its own chunk, loaded when the tool is opened. A tool
 * not listed here is 'Coming Soon'. Adding a tool is adding its line (docs/adding-a-tool.md).
 */
export const TOOL_PAGES: Partial<Record<ToolId, LazyExoticComponent<ComponentType>>> = {
  'equity-split': lazy(async () => ({ default: (await import('@/features/equity-split/components/equity-calculator')).EquityCalculator })),
  'finance-model-creator': lazy(async () => ({
    default: (await import('@/features/finance-model-creator/components/finance-model-creator')).FinanceModelCreator,
  })),
  'term-sheet-translator': lazy(async () => ({ default: (await import('@/features/term-sheet-translator/components/term-sheet-translator')).TermSheetTranslator })),
  'cofounder-fit': lazy(async () => ({ default: (await import('@/features/cofounder-fit/components/cofounder-fit-assessment')).CofounderFitAssessment })),
  'your-ai-ca': lazy(async () => ({ default: (await import('@/features/your-ai-ca/components/your-ai-ca')).YourAiCa })),
  'ai-accountant': lazy(async () => ({ default: (await import('@/features/ai-accountant/components/ai-accountant')).AiAccountant })),
  'domain-tracker': lazy(async () => ({ default: (await import('@/features/sample-tools/components/domain-tracker')).DomainTracker })),
  'esop-planner': lazy(async () => ({ default: (await import('@/features/esop-planner/components/esop-planner')).EsopPlanner })),
  'brand-name-suggester': lazy(async () => ({ default: (await import('@/features/sample-tools/components/brand-name-suggester')).BrandNameSuggester })),
  'pricing-strategy-simulator': lazy(async () => ({ default: (await import('@/features/pricing-strategy-simulator/components/pricing-simulator')).PricingSimulator })),
};
