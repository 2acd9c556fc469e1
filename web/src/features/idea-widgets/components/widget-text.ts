import type { LEAN_CANVAS_BLOCKS, SWOT_QUADRANTS, WidgetType } from '@core/idea-page/widget-contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/*
 * The widgets' words as messages: core keeps the stored keys and their English names (WIDGET_LABELS,
 * LEAN_CANVAS_BLOCKS, SWOT_QUADRANTS), the web says them in the page's language. Each English default is core's text.
 */

export const WIDGET_NAMES: Record<WidgetType, MessageDescriptor> = defineMessages({
  'lean-canvas': { id: 'ideaWidgets.type.leanCanvas', defaultMessage: 'Lean Canvas' },
  'google-trends': { id: 'ideaWidgets.type.googleTrends', defaultMessage: 'Google Trends' },
  'swot-analysis': { id: 'ideaWidgets.type.swotAnalysis', defaultMessage: 'SWOT Analysis' },
  prd: { id: 'ideaWidgets.type.prd', defaultMessage: 'PRD' },
  'validation-strategy': { id: 'ideaWidgets.type.validationStrategy', defaultMessage: 'Validation Strategy' },
  pinterest: { id: 'ideaWidgets.type.pinterest', defaultMessage: 'Pinterest' },
  youtube: { id: 'ideaWidgets.type.youtube', defaultMessage: 'YouTube' },
  image: { id: 'ideaWidgets.type.image', defaultMessage: 'Image' },
});

export const LEAN_CANVAS_BLOCK_NAMES: Record<keyof typeof LEAN_CANVAS_BLOCKS, MessageDescriptor> = defineMessages({
  problem: { id: 'ideaWidgets.leanCanvas.problem', defaultMessage: 'Problem' },
  solution: { id: 'ideaWidgets.leanCanvas.solution', defaultMessage: 'Solution' },
  keyMetrics: { id: 'ideaWidgets.leanCanvas.keyMetrics', defaultMessage: 'Key Metrics' },
  uniqueValueProposition: {
    id: 'ideaWidgets.leanCanvas.uniqueValueProposition',
    defaultMessage: 'Unique Value Proposition',
  },
  unfairAdvantage: { id: 'ideaWidgets.leanCanvas.unfairAdvantage', defaultMessage: 'Unfair Advantage' },
  channels: { id: 'ideaWidgets.leanCanvas.channels', defaultMessage: 'Channels' },
  customerSegments: { id: 'ideaWidgets.leanCanvas.customerSegments', defaultMessage: 'Customer Segments' },
  costStructure: { id: 'ideaWidgets.leanCanvas.costStructure', defaultMessage: 'Cost Structure' },
  revenueStreams: { id: 'ideaWidgets.leanCanvas.revenueStreams', defaultMessage: 'Revenue Streams' },
});

export const SWOT_QUADRANT_NAMES: Record<keyof typeof SWOT_QUADRANTS, MessageDescriptor> = defineMessages({
  strengths: { id: 'ideaWidgets.swot.strengths', defaultMessage: 'Strengths' },
  weaknesses: { id: 'ideaWidgets.swot.weaknesses', defaultMessage: 'Weaknesses' },
  opportunities: { id: 'ideaWidgets.swot.opportunities', defaultMessage: 'Opportunities' },
  threats: { id: 'ideaWidgets.swot.threats', defaultMessage: 'Threats' },
});
