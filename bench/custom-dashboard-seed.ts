import { dashboardLayoutDocuments } from '../core/tools/custom-dashboard/dashboard-layouts';
import { saved } from './founder-seed';

/** The bench founder's (ClinicDesk) dashboard: the money first, then the round, the filings and the people. */
export const DASHBOARD_LAYOUT = saved(dashboardLayoutDocuments, 'My dashboard', {
  tiles: [
    'finance-model-creator',
    'ai-accountant',
    'investor-crm',
    'your-ai-ca',
    'personal-crm',
    'founder-motivation-radar',
    'feature-prioritization-radar',
    'growth-experiment-lab',
    'idea-garage',
  ],
});
