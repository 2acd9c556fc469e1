import type { CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

/** What applies to the company: the answers the calendar adds its filings by. */
export const useSaveProfile = () =>
  useComplianceMutation(async (answers: CompanyProfile) =>
    unwrap(await api['your-ai-ca'].profile.$put({ json: answers })),
  );
