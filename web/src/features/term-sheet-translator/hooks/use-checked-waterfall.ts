import { waterfallInputsSchema } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';
import { readWaterfall, type WaterfallDraft } from './analysis-draft';

/** The waterfall's figures as typed, read in the page's language and checked: its inputs, or its issues. */
export function useCheckedWaterfall(waterfall: WaterfallDraft) {
  const { locale } = useI18n();
  return useMemo(() => waterfallInputsSchema.safeParse(readWaterfall(waterfall, locale)), [waterfall, locale]);
}

export type CheckedWaterfall = ReturnType<typeof useCheckedWaterfall>;
