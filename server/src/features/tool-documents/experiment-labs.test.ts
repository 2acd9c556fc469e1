import { NEW_EXPERIMENT_LAB, type ExperimentLabData } from '@core/tools/growth-experiment-lab/experiment-labs';
import { newExperiment } from '@core/tools/growth-experiment-lab/experiment';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const LABS = '/api/tools/growth-experiment-lab/documents';
const experiment = {
  ...newExperiment('e1', { control: 'Control', variant: 'Variant B' }),
  name: 'Shorter form',
  status: 'finished' as const,
  startOn: '2026-03-02',
  endOn: '2026-03-16',
  variants: [
    { id: 'control', name: 'Control', visitors: 2000, conversions: 200 },
    { id: 'variant-1', name: 'Variant B', visitors: 2000, conversions: 260 },
  ],
};
/** A body to save: a lab holding `experiment` with `changes` put over it, and `planner` over the new lab's. */
const lab = (name: string, changes: Record<string, unknown> = {}, planner: Record<string, unknown> = {}) => ({
  name,
  data: {
    experiments: [{ ...experiment, ...changes }],
    planner: { ...NEW_EXPERIMENT_LAB.planner, ...planner },
  },
});

describe('the Growth Experiment Lab’s saved labs', () => {
  it('keeps a lab and gives it back as saved', async () => {
    const body = lab('Q2', {}, { baselineRate: 10, minimumEffect: 20, dailyVisitors: 500 });
    const saved = await expectJson<ToolDocumentView<ExperimentLabData>>(await t.ada.post(LABS, body), 201);
    const read = await expectJson<ToolDocumentView<ExperimentLabData>>(await t.ada.request(`${LABS}/${saved.id}`), 200);
    expect(read.data).toEqual(body.data);
    expect(await expectJson<{ summary: string }[]>(await t.ada.request(LABS), 200)).toContainEqual(
      expect.objectContaining({ name: 'Q2', summary: '1 experiment' }),
    );
  });

  it.each([
    [
      'more conversions than visitors',
      { variants: [experiment.variants[0], { id: 'variant-1', name: 'B', visitors: 10, conversions: 11 }] },
      {},
      'data.experiments.0.variants.1.conversions',
      'Conversions cannot be more than visitors',
    ],
    [
      'an end before the start',
      { endOn: '2026-03-01' },
      {},
      'data.experiments.0.endOn',
      'The end cannot be before the start',
    ],
    [
      'no variant',
      { variants: experiment.variants.slice(0, 1) },
      {},
      'data.experiments.0.variants',
      'Add a control and at least one variant',
    ],
    [
      'a baseline of 100 %',
      {},
      { baselineRate: 100 },
      'data.planner.baselineRate',
      'Enter a rate above 0 and below 100 %',
    ],
  ])('refuses %s with a 422 naming the field', async (_label, changes, planner, path, message) => {
    const error = await failure(await t.ada.post(LABS, lab('Bad', changes, planner)), 422);
    expect(error.issues).toContainEqual(expect.objectContaining({ path, message }));
  });
});
