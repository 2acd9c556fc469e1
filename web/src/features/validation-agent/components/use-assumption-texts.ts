import {
  ASSUMPTION_KINDS,
  EXPERIMENT_STATUSES,
  type AssumptionKind,
  type ExperimentStatus,
} from '@core/tools/validation-agent/validation-board';
import type { ResultGroup, ResultWords } from '@core/tools/validation-agent/validation-result';
import { defineMessages } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';

const kinds = defineMessages({
  problem: { id: 'validationAgent.kind.problem', defaultMessage: 'Problem' },
  customer: { id: 'validationAgent.kind.customer', defaultMessage: 'Customer' },
  solution: { id: 'validationAgent.kind.solution', defaultMessage: 'Solution' },
  willingnessToPay: { id: 'validationAgent.kind.willingnessToPay', defaultMessage: 'Willingness to pay' },
  channel: { id: 'validationAgent.kind.channel', defaultMessage: 'Channel' },
});

const statuses = defineMessages({
  notStarted: { id: 'validationAgent.status.notStarted', defaultMessage: 'Not started' },
  running: { id: 'validationAgent.status.running', defaultMessage: 'Running' },
  validated: { id: 'validationAgent.status.validated', defaultMessage: 'Validated' },
  invalidated: { id: 'validationAgent.status.invalidated', defaultMessage: 'Invalidated' },
});

const groups = defineMessages({
  validated: { id: 'validationAgent.result.validated', defaultMessage: 'Validated:' },
  invalidated: { id: 'validationAgent.result.invalidated', defaultMessage: 'Invalidated:' },
  open: { id: 'validationAgent.result.open', defaultMessage: 'Still open:' },
});

/** The names of assumption kinds and statuses, and the result text's words, in the page's language. */
export function useAssumptionTexts() {
  const t = useT();
  const kind = (value: AssumptionKind) => t(kinds[value]);
  const status = (value: ExperimentStatus) => t(statuses[value]);
  const words: ResultWords = {
    heading: (tally) =>
      t(
        {
          id: 'validationAgent.result.heading',
          defaultMessage: 'Validation board: {validated} validated, {invalidated} invalidated, {open} open.',
        },
        { ...tally },
      ),
    group: (group: ResultGroup) => t(groups[group]),
    kind,
    status,
  };
  return {
    kindOptions: ASSUMPTION_KINDS.map((value) => ({ value, label: kind(value) })),
    statusOptions: EXPERIMENT_STATUSES.map((value) => ({ value, label: status(value) })),
    words,
  };
}
