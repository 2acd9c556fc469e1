import { defineDirectory } from '../../directories/directory-definition';
import { INVESTOR_ENTRIES } from './investor-entries';
import {
  INVESTOR_GEOGRAPHIES,
  INVESTOR_KINDS,
  INVESTOR_SECTORS,
  INVESTOR_STAGES,
  type InvestorFields,
} from './investor-fields';

/** The Investor Directory (issue 35, ADR 0096): its shipped investors, filtered by stage, geography, kind and sector. */
export const investorDirectory = defineDirectory<InvestorFields>({
  id: 'investor-directory',
  entries: INVESTOR_ENTRIES,
  facets: [
    { key: 'stage', values: INVESTOR_STAGES, of: (fields) => fields.stages },
    { key: 'geography', values: INVESTOR_GEOGRAPHIES, of: (fields) => fields.geographies },
    { key: 'kind', values: INVESTOR_KINDS, of: (fields) => [fields.kind] },
    { key: 'sector', values: INVESTOR_SECTORS, of: (fields) => fields.sectors },
  ],
});
