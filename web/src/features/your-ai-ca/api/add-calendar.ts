import { api, unwrap } from '@/lib/api-client';
import { useComplianceMutation } from './use-compliance-mutation';

/** 'Add Indian compliance calendar': the filings it added (none when the user has them all). */
export const useAddCalendar = () =>
  useComplianceMutation(async (_: void) => unwrap(await api['your-ai-ca'].calendar.$post()));
