import {
  COMPANY_KINDS,
  companyProfileInputSchema,
  GST_SCHEMES,
  type CompanyKind,
  type CompanyProfile,
  type GstScheme,
} from '@core/tools/your-ai-ca/company-profile';
import { INDIAN_STATES, STATES_BY_NAME } from '@core/tools/your-ai-ca/indian-states';
import type { StateCode } from '@core/tools/your-ai-ca/state-codes';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { DateField } from '@/components/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/use-t';
import { useAddCalendar } from '../api/add-calendar';
import { useSaveProfile } from '../api/save-profile';
import { useCalendarAddedToast } from '../hooks/use-calendar-added-toast';
import { useDraftForm } from '../hooks/use-draft-form';
import { answersOf, draftOf, IS_ASKED, kycYears } from './company-profile-draft';
import { FormDialog } from './form-dialog';

const kindNames: Record<CompanyKind, MessageDescriptor> = defineMessages({
  private: { id: 'yourAiCa.profile.kind.private', defaultMessage: 'Private limited company' },
  small: { id: 'yourAiCa.profile.kind.small', defaultMessage: 'Small company (private limited)' },
  opc: { id: 'yourAiCa.profile.kind.opc', defaultMessage: 'One person company (OPC)' },
});
const schemeNames: Record<GstScheme, MessageDescriptor> = defineMessages({
  none: { id: 'yourAiCa.profile.gst.none', defaultMessage: 'Not registered for GST' },
  monthly: { id: 'yourAiCa.profile.gst.monthly', defaultMessage: 'Monthly returns' },
  quarterly: { id: 'yourAiCa.profile.gst.quarterly', defaultMessage: 'Quarterly returns, monthly payment (QRMP)' },
});

type CompanyProfileDialogProps = {
  /** The answers given before, or null the first time. */
  profile: CompanyProfile | null;
  today: string;
  onClose: () => void;
};

/**
 * What applies to the company (ADR 0079): the questions the Indian calendar adds its filings by. Saving keeps the
 * answers and adds the filings they bring; filings added before stay (one that no longer applies is marked).
 */
export function CompanyProfileDialog({ profile, today, onClose }: CompanyProfileDialogProps) {
  const t = useT();
  const saveProfile = useSaveProfile();
  const addCalendar = useAddCalendar();
  const sayAdded = useCalendarAddedToast();
  const form = useDraftForm({
    initial: draftOf(profile, today),
    toInput: answersOf,
    schema: companyProfileInputSchema,
    mutation: {
      isPending: saveProfile.isPending || addCalendar.isPending,
      mutateAsync: async (answers: CompanyProfile) => {
        await saveProfile.mutateAsync(answers);
        sayAdded((await addCalendar.mutateAsync()).added.length);
      },
    },
    onSaved: onClose,
  });
  const { draft, set, errors } = form;
  const yesNo = (
    key: 'gstTurnoverOver5Crore' | 'employees' | 'pf' | 'esi' | 'taxAudit' | 'msmeDues' | 'maharashtraPtMonthly',
    label: string,
  ) => (
    <SwitchField
      label={label}
      checked={draft[key]}
      onCheckedChange={(checked) => set(key, checked)}
      error={errors[key]}
    />
  );
  const dateAnswer = (
    key: 'incorporatedOn' | 'auditorAppointedOn' | 'directorDetailsChangedOn' | 'lastBoardMeetingOn' | 'agmHeldOn',
    label: string,
  ) => <DateField label={label} value={draft[key]} onChange={(value) => set(key, value)} error={errors[key]} />;
  const isAsked = (key: keyof typeof IS_ASKED) => IS_ASKED[key](draft);
  return (
    <FormDialog
      title={t({ id: 'yourAiCa.profile.title', defaultMessage: 'What applies to your company' })}
      onClose={onClose}
      form={form}
      submitLabel={t({ id: 'yourAiCa.profile.save', defaultMessage: 'Save and add the filings that apply' })}
    >
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'yourAiCa.profile.intro',
          defaultMessage:
            'The calendar adds only the filings these answers bring. Change them whenever your company changes.',
        })}
      </p>
      <SelectField<CompanyKind>
        layout="stacked"
        label={t({ id: 'yourAiCa.profile.kind', defaultMessage: 'Kind of company' })}
        value={draft.companyKind}
        options={COMPANY_KINDS.map((value) => ({ value, label: t(kindNames[value]) }))}
        onChange={(value) => set('companyKind', value)}
      />
      {dateAnswer('incorporatedOn', t({ id: 'yourAiCa.profile.incorporatedOn', defaultMessage: 'Incorporated on' }))}
      <SelectField<StateCode>
        layout="stacked"
        label={t({ id: 'yourAiCa.profile.state', defaultMessage: 'State of the registered office' })}
        value={draft.state}
        options={STATES_BY_NAME.map((value) => ({ value, label: INDIAN_STATES[value] }))}
        onChange={(value) => set('state', value)}
      />
      <div>
        <SelectField<GstScheme>
          layout="stacked"
          label={t({ id: 'yourAiCa.profile.gstScheme', defaultMessage: 'GST' })}
          value={draft.gstScheme}
          options={GST_SCHEMES.map((value) => ({ value, label: t(schemeNames[value]) }))}
          onChange={(value) => set('gstScheme', value)}
        />
        <FormAlert message={errors.gstScheme} className="mt-1" />
      </div>
      {yesNo(
        'gstTurnoverOver5Crore',
        t({ id: 'yourAiCa.profile.over5Crore', defaultMessage: 'Turnover above ₹5 crore (GSTR-9C)' }),
      )}
      {yesNo('employees', t({ id: 'yourAiCa.profile.employees', defaultMessage: 'Has salaried employees' }))}
      {isAsked('maharashtraPtMonthly') &&
        yesNo(
          'maharashtraPtMonthly',
          t({
            id: 'yourAiCa.profile.maharashtraPtMonthly',
            defaultMessage:
              'Paid ₹1 lakh or more of profession tax last year, or registered this year (monthly returns in Maharashtra)',
          }),
        )}
      {yesNo('pf', t({ id: 'yourAiCa.profile.pf', defaultMessage: 'Employees on PF (EPFO)' }))}
      {yesNo('esi', t({ id: 'yourAiCa.profile.esi', defaultMessage: 'Employees on ESI (ESIC)' }))}
      {yesNo(
        'taxAudit',
        t({ id: 'yourAiCa.profile.taxAudit', defaultMessage: 'Accounts need a tax audit (Income-tax Act)' }),
      )}
      {yesNo(
        'msmeDues',
        t({
          id: 'yourAiCa.profile.msmeDues',
          defaultMessage: 'Owes a micro or small enterprise for more than 45 days (MSME-1)',
        }),
      )}
      {dateAnswer(
        'auditorAppointedOn',
        t({
          id: 'yourAiCa.profile.auditorAppointedOn',
          defaultMessage: 'Auditor appointed at the general meeting of (optional)',
        }),
      )}
      {dateAnswer(
        'directorDetailsChangedOn',
        t({
          id: 'yourAiCa.profile.directorDetailsChangedOn',
          defaultMessage: 'A director’s mobile, e-mail or address changed on (optional)',
        }),
      )}
      {isAsked('agmHeldOn') &&
        dateAnswer(
          'agmHeldOn',
          t({
            id: 'yourAiCa.profile.agmHeldOn',
            defaultMessage: 'Annual general meeting (AGM) held or called for (optional)',
          }),
        )}
      {isAsked('lastBoardMeetingOn') &&
        dateAnswer(
          'lastBoardMeetingOn',
          t({ id: 'yourAiCa.profile.lastBoardMeetingOn', defaultMessage: 'Last board meeting held on (optional)' }),
        )}
      <div>
        <SelectField
          layout="stacked"
          label={t({
            id: 'yourAiCa.profile.directorKycYear',
            defaultMessage: 'Directors’ last DIR-3 KYC was for the financial year (optional)',
          })}
          value={draft.directorKycYear}
          options={[
            { value: '', label: t({ id: 'yourAiCa.profile.directorKycYear.unknown', defaultMessage: 'Not known' }) },
            ...kycYears(today).map((year) => ({
              value: String(year),
              label: t(
                { id: 'yourAiCa.profile.directorKycYear.option', defaultMessage: 'FY {start}–{end}' },
                { start: year, end: String((year + 1) % 100).padStart(2, '0') },
              ),
            })),
          ]}
          onChange={(value) => set('directorKycYear', value)}
        />
        <FormAlert message={errors.directorKycYear} className="mt-1" />
      </div>
    </FormDialog>
  );
}
