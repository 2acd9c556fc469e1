import type { InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** Each stage's name in the page's language. */
export function useStageNames(): Record<InvestorStage, string> {
  const t = useT();
  return useMemo(
    () => ({
      researching: t({ id: 'investorCrm.stage.researching', defaultMessage: 'Researching' }),
      contacted: t({ id: 'investorCrm.stage.contacted', defaultMessage: 'Contacted' }),
      meeting: t({ id: 'investorCrm.stage.meeting', defaultMessage: 'Meeting' }),
      'due-diligence': t({ id: 'investorCrm.stage.dueDiligence', defaultMessage: 'Due Diligence' }),
      'term-sheet': t({ id: 'investorCrm.stage.termSheet', defaultMessage: 'Term Sheet' }),
      committed: t({ id: 'investorCrm.stage.committed', defaultMessage: 'Committed' }),
      passed: t({ id: 'investorCrm.stage.passed', defaultMessage: 'Passed' }),
    }),
    [t],
  );
}
