import type { ComplianceSettings } from '@core/tools/your-ai-ca/compliance-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

/** How many days before a due date the reminder comes. */
export const useSaveSettings = () =>
  useComplianceMutation(async (settings: ComplianceSettings) =>
    unwrap(await api['your-ai-ca'].settings.$put({ json: settings })),
  );
