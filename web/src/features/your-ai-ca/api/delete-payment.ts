import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

export const useDeletePayment = () =>
  useComplianceMutation(async (id: string) =>
    unwrap(await api['your-ai-ca'].payments[':id'].$delete({ param: { id } })),
  );
