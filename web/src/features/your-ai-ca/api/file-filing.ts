import type { FileFilingInput } from '@core/tools/your-ai-ca/compliance-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

/** 'File Now': records the filing as filed; the server adds its next occurrence. */
export const useFileFiling = () =>
  useComplianceMutation(async ({ id, input }: { id: string; input: FileFilingInput }) =>
    unwrap(await api['your-ai-ca'].filings[':id'].file.$post({ param: { id }, json: input })),
  );
