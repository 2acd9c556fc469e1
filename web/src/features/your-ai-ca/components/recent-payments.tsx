import type { PaymentView } from '@core/tools/your-ai-ca/compliance-contracts';
import { CheckCircle2, Clock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMoney } from '@/lib/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useDeletePayment } from '../api/delete-payment';
import { useFilingText } from '../hooks/use-filing-text';
import { usePaymentText } from '../hooks/use-payment-text';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PaymentDialog } from './payment-dialog';

type Open = { kind: 'edit' | 'delete'; payment: PaymentView } | null;

function PaymentRow({ payment, onEdit, onDelete }: { payment: PaymentView; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const { formatDate } = useFilingText();
  const { statusName } = usePaymentText();
  const money = useMoney(payment.currency);
  const isDone = payment.status === 'completed';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="font-medium">{payment.description}</p>
        <p className="text-sm text-muted-foreground">{formatDate(payment.paidOn)}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold">{money.format(payment.amount)}</span>
        <Badge variant={isDone ? 'success' : 'warning'}>
          {isDone ? (
            <CheckCircle2 className="mr-1 size-3" aria-hidden="true" />
          ) : (
            <Clock className="mr-1 size-3" aria-hidden="true" />
          )}
          {statusName(payment.status)}
        </Badge>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t(
            { id: 'yourAiCa.payments.edit', defaultMessage: 'Edit {description}' },
            { description: payment.description },
          )}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={t(
            { id: 'yourAiCa.payments.delete', defaultMessage: 'Delete {description}' },
            { description: payment.description },
          )}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The payments, the newest first, each in its own currency, with Edit and Delete. */
export function RecentPayments({ payments, today }: { payments: PaymentView[]; today: string }) {
  const t = useT();
  const remove = useDeletePayment();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      {payments.length === 0 ? (
        <p className="text-muted-foreground">
          {t({ id: 'yourAiCa.payments.empty', defaultMessage: 'No payments yet.' })}
        </p>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-border">
            {payments.map((payment) => (
              <PaymentRow
                key={payment.id}
                payment={payment}
                onEdit={() => setOpen({ kind: 'edit', payment })}
                onDelete={() => setOpen({ kind: 'delete', payment })}
              />
            ))}
          </ul>
        </Card>
      )}
      {open?.kind === 'edit' && <PaymentDialog payment={open.payment} today={today} onClose={close} />}
      <ConfirmDeleteDialog
        target={open?.kind === 'delete' ? { id: open.payment.id, label: open.payment.description } : null}
        title={t({ id: 'yourAiCa.payments.deleteTitle', defaultMessage: 'Delete this payment?' })}
        failedMessage={t({
          id: 'yourAiCa.payments.deleteFailed',
          defaultMessage: 'The payment could not be deleted. Please try again.',
        })}
        remove={remove}
        onClose={close}
      />
    </>
  );
}
