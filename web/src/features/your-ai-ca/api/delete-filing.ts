import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

export const useDeleteFiling = () =>
  useComplianceMutation(async (id: string) =>
    unwrap(await api['your-ai-ca'].filings[':id'].$delete({ param: { id } })),
  );
