import { INVESTOR_CRM_LIMITS, type Investor } from '@core/tools/investor-crm/investor-record';
import {
  INVESTOR_CSV_FIELDS,
  investorKey,
  investorsCsv,
  readInvestorRecord,
  type InvestorCsvKey,
} from '@core/tools/investor-crm/investor-csv';
import { Download, Upload } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { CsvImportDialog } from '@/components/csv-import/csv-import-dialog';
import { Button } from '@/components/ui/button';
import { useCompanySettings } from '@/lib/company-settings';
import { downloadFile } from '@/lib/download-file';
import { useI18n, useT } from '@/lib/i18n/use-t';

/** The CSV import's field labels, in the page's language. */
function useFieldLabels(): Record<InvestorCsvKey, string> {
  const t = useT();
  return {
    name: t({ id: 'investorCrm.record.name', defaultMessage: 'Name' }),
    firm: t({ id: 'investorCrm.record.firm', defaultMessage: 'Firm' }),
    email: t({ id: 'investorCrm.record.email', defaultMessage: 'E-mail' }),
    cheque: t({ id: 'investorCrm.record.cheque', defaultMessage: 'Cheque size' }),
    stage: t({ id: 'investorCrm.record.stage', defaultMessage: 'Stage' }),
    stageFocus: t({ id: 'investorCrm.record.stageFocus', defaultMessage: 'Stage focus' }),
    sectorFocus: t({ id: 'investorCrm.record.sectorFocus', defaultMessage: 'Sector focus' }),
    warmIntro: t({ id: 'investorCrm.record.warmIntro', defaultMessage: 'Warm intro via' }),
    nextStepOn: t({ id: 'investorCrm.record.nextStepOn', defaultMessage: 'Next step on' }),
    nextStep: t({ id: 'investorCrm.record.nextStep', defaultMessage: 'Next step' }),
    notes: t({ id: 'investorCrm.record.notes', defaultMessage: 'Notes' }),
  };
}

/** 'Export CSV': the pipeline's investors, one row each, in a file the import reads back. */
export function ExportPipelineButton({ investors, fileName }: { investors: readonly Investor[]; fileName: string }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={investors.length === 0}
      onClick={() => downloadFile(`${fileName}.csv`, investorsCsv(investors), 'text/csv;charset=utf-8')}
    >
      <Download aria-hidden="true" className="mr-1.5 h-4 w-4" />
      {t({ id: 'investorCrm.files.export', defaultMessage: 'Export CSV' })}
    </Button>
  );
}

/** 'Import CSV' opens the import; it adds the ready rows to the pipeline in Researching (or the stage a row names). */
export function ImportInvestorsButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onOpen}>
      <Upload aria-hidden="true" className="mr-1.5 h-4 w-4" />
      {t({ id: 'investorCrm.files.import', defaultMessage: 'Import CSV' })}
    </Button>
  );
}

type ImportInvestorsDialogProps = {
  investors: readonly Investor[];
  onImport: (investors: Investor[]) => void;
  onClose: () => void;
};

/** The investor list's import: columns guessed from the header, duplicates by e-mail shown and skipped. */
export function ImportInvestorsDialog({ investors, onImport, onClose }: ImportInvestorsDialogProps) {
  const t = useT();
  const { locale } = useI18n();
  const { dateFormat } = useCompanySettings();
  const labels = useFieldLabels();
  const fields = useMemo(() => INVESTOR_CSV_FIELDS.map((field) => ({ ...field, label: labels[field.key] })), [labels]);
  const read = useCallback(
    (values: Record<InvestorCsvKey, string>) =>
      readInvestorRecord(values, { language: locale, dateOrder: dateFormat, newId: () => crypto.randomUUID() }),
    [locale, dateFormat],
  );
  const existingKeys = useMemo(
    () => new Set(investors.map(investorKey).filter((key): key is string => key !== null)),
    [investors],
  );
  return (
    <CsvImportDialog
      title={t({ id: 'investorCrm.import.title', defaultMessage: 'Import investors from CSV' })}
      fields={fields}
      read={read}
      keyOf={investorKey}
      existingKeys={existingKeys}
      describe={(investor) => (investor.email ? `${investor.name} <${investor.email}>` : investor.name)}
      room={INVESTOR_CRM_LIMITS.investors - investors.length}
      importLabel={(count) =>
        t(
          {
            id: 'investorCrm.import.action',
            defaultMessage: '{count, plural, =0 {Import investors} one {Import # investor} other {Import # investors}}',
          },
          { count },
        )
      }
      onImport={onImport}
      onClose={onClose}
    />
  );
}
