import { investorSchema, type Investor } from '@core/tools/investor-crm/investor-record';
import { INVESTOR_STAGES, reachedAfterMove, type InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import { useState } from 'react';
import { RecordDialog } from '@/components/record-dialog';
import { DateField } from '@/components/date-field';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { issuesById } from '@/lib/tool-documents/issues-by-id';

/** An investor's fields as the dialog's inputs hold them. */
type RecordFields = {
  name: string;
  firm: string;
  email: string;
  cheque: string;
  stage: InvestorStage;
  stageFocus: string;
  sectorFocus: string;
  warmIntro: string;
  nextStep: string;
  nextStepOn: string;
  notes: string;
};

const fieldsOf = (investor: Investor): RecordFields => ({
  name: investor.name,
  firm: investor.firm,
  email: investor.email,
  cheque: investor.cheque === null ? '' : String(investor.cheque),
  stage: investor.stage,
  stageFocus: investor.stageFocus,
  sectorFocus: investor.sectorFocus,
  warmIntro: investor.warmIntro,
  nextStep: investor.nextStep.text,
  nextStepOn: investor.nextStep.on ?? '',
  notes: investor.notes,
});

type InvestorDialogProps = {
  /** The record as the pipeline has it (a new one: not in it yet). */
  investor: Investor;
  isNew: boolean;
  currency: Currency;
  stageNames: Record<InvestorStage, string>;
  today: string;
  /** The control that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement | null;
  onSave: (investor: Investor) => void;
  onDelete: () => void;
  onClose: () => void;
};

/**
 * An investor's record: who they are, their cheque and focus, the warm intro, the next step and its day, notes — saved
 * into the pipeline with 'Save investor' (a wrong field says so beside it and nothing is lost) — and, once saved, the
 * activity log, where each entry is kept at once.
 */
export function InvestorDialog({
  investor,
  isNew,
  currency,
  stageNames,
  today,
  opener,
  onSave,
  onDelete,
  onClose,
}: InvestorDialogProps) {
  const t = useT();
  const said = useSaid();
  const [fields, setFields] = useState(() => fieldsOf(investor));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (changes: Partial<RecordFields>) => setFields((current) => ({ ...current, ...changes }));
  const error = (path: string) => (issues[path] ? said(issues[path]) : undefined);
  const submit = () => {
    const checked = investorSchema.safeParse({
      ...investor,
      name: fields.name,
      firm: fields.firm,
      email: fields.email,
      cheque: fields.cheque.trim() === '' ? null : amountNumber(fields.cheque),
      stage: fields.stage,
      reached: reachedAfterMove(investor.reached, fields.stage),
      stageFocus: fields.stageFocus,
      sectorFocus: fields.sectorFocus,
      warmIntro: fields.warmIntro,
      nextStep: { text: fields.nextStep, on: fields.nextStepOn.trim() === '' ? null : fields.nextStepOn },
      notes: fields.notes,
    });
    if (!checked.success) {
      const found = issuesById(checked.error.issues, {});
      setIssues(found);
      return found;
    }
    onSave(checked.data);
    return {};
  };
  return (
    <RecordDialog
      isNew={isNew}
      texts={{
        title: isNew
          ? t({ id: 'investorCrm.record.newTitle', defaultMessage: 'Add an investor' })
          : t({ id: 'investorCrm.record.title', defaultMessage: 'Investor' }),
        save: t({ id: 'investorCrm.record.save', defaultMessage: 'Save investor' }),
        delete: t({ id: 'investorCrm.record.delete', defaultMessage: 'Delete investor' }),
        deleteTitle: t({ id: 'investorCrm.record.deleteTitle', defaultMessage: 'Delete investor?' }),
        deleteDescription: t(
          {
            id: 'investorCrm.record.deleteDescription',
            defaultMessage: "''{name}'' and their activity log will be deleted from this pipeline.",
          },
          { name: investor.name },
        ),
      }}
      onSubmit={submit}
      log={{
        activities: investor.activities,
        onActivities: (activities) => onSave({ ...investor, activities }),
        today,
      }}
      opener={opener}
      onDelete={onDelete}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div data-record-field="name">
          <FormField
            label={t({ id: 'investorCrm.record.name', defaultMessage: 'Name' })}
            value={fields.name}
            onChange={(event) => set({ name: event.target.value })}
            error={error('name')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="firm">
          <FormField
            label={t({ id: 'investorCrm.record.firm', defaultMessage: 'Firm' })}
            value={fields.firm}
            onChange={(event) => set({ firm: event.target.value })}
            error={error('firm')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="email">
          <FormField
            type="email"
            label={t({ id: 'investorCrm.record.email', defaultMessage: 'E-mail' })}
            value={fields.email}
            onChange={(event) => set({ email: event.target.value })}
            error={error('email')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="cheque">
          <MoneyField
            label={t({ id: 'investorCrm.record.cheque', defaultMessage: 'Cheque size' })}
            value={fields.cheque}
            currency={currency}
            onValue={(cheque) => set({ cheque })}
            error={error('cheque')}
          />
        </div>
        <SelectField
          layout="stacked"
          label={t({ id: 'investorCrm.record.stage', defaultMessage: 'Stage' })}
          value={fields.stage}
          options={INVESTOR_STAGES.map((value) => ({ value, label: stageNames[value] }))}
          onChange={(stage) => set({ stage })}
        />
        <div data-record-field="warmIntro">
          <FormField
            label={t({ id: 'investorCrm.record.warmIntro', defaultMessage: 'Warm intro via' })}
            value={fields.warmIntro}
            onChange={(event) => set({ warmIntro: event.target.value })}
            error={error('warmIntro')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="stageFocus">
          <FormField
            label={t({ id: 'investorCrm.record.stageFocus', defaultMessage: 'Stage focus' })}
            value={fields.stageFocus}
            onChange={(event) => set({ stageFocus: event.target.value })}
            error={error('stageFocus')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="sectorFocus">
          <FormField
            label={t({ id: 'investorCrm.record.sectorFocus', defaultMessage: 'Sector focus' })}
            value={fields.sectorFocus}
            onChange={(event) => set({ sectorFocus: event.target.value })}
            error={error('sectorFocus')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="nextStep.text">
          <FormField
            label={t({ id: 'investorCrm.record.nextStep', defaultMessage: 'Next step' })}
            value={fields.nextStep}
            onChange={(event) => set({ nextStep: event.target.value })}
            error={error('nextStep.text')}
            autoComplete="off"
          />
        </div>
        <div data-record-field="nextStep.on">
          <DateField
            label={t({ id: 'investorCrm.record.nextStepOn', defaultMessage: 'Next step on' })}
            value={fields.nextStepOn}
            onChange={(nextStepOn) => set({ nextStepOn })}
            error={error('nextStep.on')}
          />
        </div>
      </div>
      <div data-record-field="notes">
        <TextAreaField
          label={t({ id: 'investorCrm.record.notes', defaultMessage: 'Notes' })}
          value={fields.notes}
          onChange={(event) => set({ notes: event.target.value })}
          error={error('notes')}
        />
      </div>
    </RecordDialog>
  );
}
