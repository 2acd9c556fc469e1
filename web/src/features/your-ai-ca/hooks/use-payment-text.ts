import type { PaymentStatus } from '@core/tools/your-ai-ca/compliance-contracts';
import { defineMessages } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';

const statusNames = defineMessages({
  completed: { id: 'yourAiCa.payment.completed', defaultMessage: 'Completed' },
  pending: { id: 'yourAiCa.payment.pending', defaultMessage: 'Pending' },
});

/** A payment's status in the page's language. */
export function usePaymentText() {
  const t = useT();
  return { statusName: (status: PaymentStatus) => t(statusNames[status]) };
}
