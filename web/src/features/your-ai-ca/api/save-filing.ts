import type { FilingInput } from '@core/tools/your-ai-ca/compliance-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

/** Adds a filing of the user's own (`id` null) or changes one. */
export const useSaveFiling = () =>
  useComplianceMutation(async ({ id, input }: { id: string | null; input: FilingInput }) =>
    unwrap(
      await (id === null
        ? api['your-ai-ca'].filings.$post({ json: input })
        : api['your-ai-ca'].filings[':id'].$patch({ param: { id }, json: input })),
    ),
  );
