import type { PipelineData } from './investor-pipelines';

/** A next step to be reminded of: whose, what, and on which day. */
export type DueNextStep = { investorId: string; name: string; firm: string; step: string; on: string };

/**
 * The next steps dated `day` in a pipeline, in the board's order: the reminders of that day. An investor who passed is
 * not chased; a step with no words is reminded of by the investor's name alone.
 */
export const nextStepsDue = ({ investors }: Pick<PipelineData, 'investors'>, day: string): DueNextStep[] =>
  investors
    .filter((investor) => investor.nextStep.on === day && investor.stage !== 'passed')
    .map(({ id, name, firm, nextStep }) => ({ investorId: id, name, firm, step: nextStep.text, on: day }));
