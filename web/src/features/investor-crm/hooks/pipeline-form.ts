import type { Investor } from '@core/tools/investor-crm/investor-record';
import { pipelineDataSchema, type PipelineData } from '@core/tools/investor-crm/investor-pipelines';
import { reachedAfterMove, type InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** The pipeline as the page holds it: the round target as typed (plain digits, ADR 0073); the investors as saved. */
export type PipelineForm = Omit<PipelineData, 'roundTarget'> & { roundTarget: string };

/** A new pipeline: the founder's currency and time zone, no target, no investors. */
export const newPipeline = (currency: Currency, timeZone: string): PipelineForm => ({
  currency,
  roundTarget: '',
  timeZone,
  investors: [],
});

export const formOf = ({ roundTarget, ...data }: PipelineData): PipelineForm => ({
  ...data,
  roundTarget: roundTarget === null ? '' : String(roundTarget),
});

/** The form checked: its data, or null with each problem under its field (the target; an investor's by its id). */
export const checkPipeline = (form: PipelineForm) =>
  checkedBy(
    pipelineDataSchema,
    { ...form, roundTarget: form.roundTarget.trim() === '' ? null : amountNumber(form.roundTarget) },
    { investors: form.investors },
  );

/** The pipeline with one investor moved to `stage`, at the end of that stage's column; how far they got is kept. */
export const movedTo = (form: PipelineForm, id: string, stage: InvestorStage): Pick<PipelineForm, 'investors'> => {
  const investor = form.investors.find((item) => item.id === id);
  if (!investor || investor.stage === stage) return { investors: form.investors };
  const moved = { ...investor, stage, reached: reachedAfterMove(investor.reached, stage) };
  return { investors: [...form.investors.filter((item) => item.id !== id), moved] };
};

/** The pipeline with `investor` in place of the one with its id, or added at the end. */
export const withInvestor = (form: PipelineForm, investor: Investor): Pick<PipelineForm, 'investors'> => {
  const known = form.investors.some((item) => item.id === investor.id);
  return {
    investors: known
      ? form.investors.map((item) => (item.id === investor.id ? investor : item))
      : [...form.investors, investor],
  };
};

export const withoutInvestor = (form: PipelineForm, id: string): Pick<PipelineForm, 'investors'> => ({
  investors: form.investors.filter((item) => item.id !== id),
});
