import {
  DATE_FORMATS,
  OPTIONAL_COLUMNS,
  type ColumnMapping,
  type DateFormat,
} from '@core/tools/ai-accountant/statement-import';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import { Labelled } from './labelled';

type MappingFieldsProps = {
  header: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
};

/**
 * Which of the statement's columns is the date (and its order), the description, the amount (and the optional column
 * saying its direction, Dr/Cr) or debit and credit, and the optional category, bank reference and running balance
 * (the last two tell repeated rows apart, ADR 0081), fee and state (ADR 0084).
 */
export function MappingFields({ header, mapping, onChange }: MappingFieldsProps) {
  const t = useT();
  const id = useId();
  const column = (key: string, label: string, value: string, set: (value: string) => void, optional = false) => (
    <Labelled key={key} id={`${id}-${key}`} label={label}>
      <NativeSelect id={`${id}-${key}`} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">
          {optional
            ? t({ id: 'aiAccountant.import.noColumn', defaultMessage: 'None' })
            : t({ id: 'aiAccountant.import.chooseColumn', defaultMessage: 'Choose a column' })}
        </option>
        {header.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </Labelled>
  );
  const dateFormatLabel: Record<DateFormat, string> = {
    'YYYY-MM-DD': t({ id: 'aiAccountant.import.yearFirst', defaultMessage: 'Year first (2025-04-15)' }),
    'DD/MM/YYYY': t({
      id: 'aiAccountant.import.dayFirst',
      defaultMessage: 'Day first (15/04/2025, 15/04/25, 15-Apr-2025)',
    }),
    'MM/DD/YYYY': t({
      id: 'aiAccountant.import.monthFirst',
      defaultMessage: 'Month first (04/15/2025, Apr 15, 2025)',
    }),
  };
  const optionalLabel: Record<(typeof OPTIONAL_COLUMNS)[number], string> = {
    category: t({ id: 'aiAccountant.import.categoryColumn', defaultMessage: 'Category column (optional)' }),
    reference: t({ id: 'aiAccountant.import.referenceColumn', defaultMessage: 'Bank reference column (optional)' }),
    balance: t({ id: 'aiAccountant.import.balanceColumn', defaultMessage: 'Balance column (optional)' }),
    fee: t({
      id: 'aiAccountant.import.feeColumn',
      defaultMessage: 'Fee column (optional: each fee becomes a transaction of its own)',
    }),
    state: t({
      id: 'aiAccountant.import.stateColumn',
      defaultMessage: 'State column (optional: only completed rows are imported)',
    }),
  };
  const amounts =
    mapping.amountKind === 'single'
      ? [
          column(
            'amount',
            t({ id: 'aiAccountant.import.amountColumn', defaultMessage: 'Amount column' }),
            mapping.amount,
            (amount) => onChange({ ...mapping, amount }),
          ),
          column(
            'direction',
            t({
              id: 'aiAccountant.import.directionColumn',
              defaultMessage: 'Dr/Cr column (optional: says whether each amount is money out or in)',
            }),
            mapping.direction ?? '',
            (direction) => onChange({ ...mapping, direction: direction || undefined }),
            true,
          ),
        ]
      : [
          column(
            'debit',
            t({ id: 'aiAccountant.import.debitColumn', defaultMessage: 'Debit (money out) column' }),
            mapping.debit,
            (debit) => onChange({ ...mapping, debit }),
          ),
          column(
            'credit',
            t({ id: 'aiAccountant.import.creditColumn', defaultMessage: 'Credit (money in) column' }),
            mapping.credit,
            (credit) => onChange({ ...mapping, credit }),
          ),
        ];
  const { date, description, dateFormat, category, reference, balance, fee, state } = mapping;
  const shared = { date, description, dateFormat, category, reference, balance, fee, state };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 font-medium">
        {t({ id: 'aiAccountant.import.mapLegend', defaultMessage: 'Match the columns' })}
      </legend>
      {column(
        'date',
        t({ id: 'aiAccountant.import.dateColumn', defaultMessage: 'Date column' }),
        mapping.date,
        (date) => onChange({ ...mapping, date }),
      )}
      <Labelled id={`${id}-format`} label={t({ id: 'aiAccountant.import.dateFormat', defaultMessage: 'Date format' })}>
        <NativeSelect
          id={`${id}-format`}
          value={mapping.dateFormat}
          onChange={(event) => onChange({ ...mapping, dateFormat: event.target.value as DateFormat })}
        >
          {DATE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {dateFormatLabel[format]}
            </option>
          ))}
        </NativeSelect>
      </Labelled>
      {column(
        'description',
        t({ id: 'aiAccountant.import.descriptionColumn', defaultMessage: 'Description column' }),
        mapping.description,
        (description) => onChange({ ...mapping, description }),
      )}
      <Labelled id={`${id}-kind`} label={t({ id: 'aiAccountant.import.amountKind', defaultMessage: 'Amounts' })}>
        <NativeSelect
          id={`${id}-kind`}
          value={mapping.amountKind}
          onChange={(event) =>
            onChange(
              event.target.value === 'single'
                ? { ...shared, amountKind: 'single', amount: '' }
                : { ...shared, amountKind: 'split', debit: '', credit: '' },
            )
          }
        >
          <option value="single">
            {t({ id: 'aiAccountant.import.single', defaultMessage: 'One column, negative for money out' })}
          </option>
          <option value="split">
            {t({ id: 'aiAccountant.import.split', defaultMessage: 'Debit and credit columns' })}
          </option>
        </NativeSelect>
      </Labelled>
      {amounts}
      {OPTIONAL_COLUMNS.map((field) =>
        column(
          field,
          optionalLabel[field],
          mapping[field] ?? '',
          (name) => onChange({ ...mapping, [field]: name || undefined }),
          true,
        ),
      )}
    </fieldset>
  );
}
