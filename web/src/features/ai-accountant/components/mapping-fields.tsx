import { DATE_FORMATS, type ColumnMapping, type DateFormat } from '@core/tools/ai-accountant/statement-import';
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
 * Which of the statement's columns is the date (and its order), the description, the amount (or debit and credit),
 * and the optional category, bank reference and running balance (the last two tell repeated rows apart, ADR 0081).
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
  const amounts =
    mapping.amountKind === 'single'
      ? column(
          'amount',
          t({ id: 'aiAccountant.import.amountColumn', defaultMessage: 'Amount column' }),
          mapping.amount,
          (amount) => onChange({ ...mapping, amount }),
        )
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
                ? {
                    date: mapping.date,
                    description: mapping.description,
                    dateFormat: mapping.dateFormat,
                    category: mapping.category,
                    reference: mapping.reference,
                    balance: mapping.balance,
                    amountKind: 'single',
                    amount: '',
                  }
                : {
                    date: mapping.date,
                    description: mapping.description,
                    dateFormat: mapping.dateFormat,
                    category: mapping.category,
                    reference: mapping.reference,
                    balance: mapping.balance,
                    amountKind: 'split',
                    debit: '',
                    credit: '',
                  },
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
      {column(
        'category',
        t({ id: 'aiAccountant.import.categoryColumn', defaultMessage: 'Category column (optional)' }),
        mapping.category ?? '',
        (category) => onChange({ ...mapping, category: category || undefined }),
        true,
      )}
      {column(
        'reference',
        t({ id: 'aiAccountant.import.referenceColumn', defaultMessage: 'Bank reference column (optional)' }),
        mapping.reference ?? '',
        (reference) => onChange({ ...mapping, reference: reference || undefined }),
        true,
      )}
      {column(
        'balance',
        t({ id: 'aiAccountant.import.balanceColumn', defaultMessage: 'Balance column (optional)' }),
        mapping.balance ?? '',
        (balance) => onChange({ ...mapping, balance: balance || undefined }),
        true,
      )}
    </fieldset>
  );
}
