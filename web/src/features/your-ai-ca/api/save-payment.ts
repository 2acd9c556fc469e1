import type { PaymentInput } from '@core/tools/your-ai-ca/compliance-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

/** Adds a payment (`id` null) or replaces one's fields. */
export const useSavePayment = () =>
  useComplianceMutation(async ({ id, input }: { id: string | null; input: PaymentInput }) =>
    unwrap(
      await (id === null
        ? api['your-ai-ca'].payments.$post({ json: input })
        : api['your-ai-ca'].payments[':id'].$put({ param: { id }, json: input })),
    ),
  );
