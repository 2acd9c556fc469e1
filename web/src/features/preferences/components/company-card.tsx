import type { CompanySettings, DateFormat, NumberFormat } from '@core/preferences/company-settings';
import { CURRENCIES, type Currency } from '@core/tools/money';
import { defineMessage, defineMessages } from 'react-intl';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { monthName } from '@/lib/month-name';
import { moneyFormats } from '@/lib/use-money';

const messages = defineMessages({
  company: { id: 'preferences.company.title', defaultMessage: 'Company' },
  description: {
    id: 'preferences.company.description',
    defaultMessage:
      'Every tool and idea starts in this currency and these formats; a tool can still use another currency for one document.',
  },
  currency: { id: 'preferences.company.currency', defaultMessage: 'Currency' },
  numberFormat: { id: 'preferences.company.numberFormat', defaultMessage: 'Number format' },
  dateFormat: { id: 'preferences.company.dateFormat', defaultMessage: 'Date format' },
  fiscalYear: { id: 'preferences.company.fiscalYear', defaultMessage: 'Financial year starts in' },
});
const numberFormatLabels = {
  indian: defineMessage<{ example: string }>({
    id: 'preferences.company.numberIndian',
    defaultMessage: 'Lakh and crore ({example})',
  }),
  international: defineMessage<{ example: string }>({
    id: 'preferences.company.numberInternational',
    defaultMessage: 'Thousands and millions ({example})',
  }),
};
const dateFormatLabels = defineMessages({
  dmy: { id: 'preferences.company.dateDmy', defaultMessage: 'Day/month/year (31/03/2027)' },
  mdy: { id: 'preferences.company.dateMdy', defaultMessage: 'Month/day/year (03/31/2027)' },
  ymd: { id: 'preferences.company.dateYmd', defaultMessage: 'Year-month-day (2027-03-31)' },
});
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The company setting (ADR 0070): the currency, number and date formats and financial year every tool starts in. */
export function CompanyCard({
  settings,
  onChange,
}: {
  settings: CompanySettings;
  onChange: (change: Partial<CompanySettings>) => void;
}) {
  const t = useT();
  const intl = useI18n();
  const symbolOf = (currency: Currency) =>
    moneyFormats(intl.locale, currency)
      .formatWhole(0)
      .replace(/[\d\s]/g, '');
  const currencyOptions = CURRENCIES.map((value) => ({
    value,
    label: `${intl.formatDisplayName(value, { type: 'currency' }) ?? value} (${symbolOf(value)})`,
  }));
  const example = (numberFormat: NumberFormat) =>
    moneyFormats(intl.locale, settings.currency, numberFormat).formatWhole(1234567);
  const numberOptions = (['indian', 'international'] as const).map((value) => ({
    value,
    label: t(numberFormatLabels[value], { example: example(value) }),
  }));
  const dateOptions = (['dmy', 'mdy', 'ymd'] as const).map((value) => ({ value, label: t(dateFormatLabels[value]) }));
  const monthOptions = MONTHS.map((month) => ({ value: String(month), label: monthName(intl, month) }));
  return (
    <Card>
      <h2 className="font-semibold">{t(messages.company)}</h2>
      <p className="text-sm text-muted-foreground">{t(messages.description)}</p>
      <SelectField
        label={t(messages.currency)}
        value={settings.currency}
        options={currencyOptions}
        onChange={(currency) => onChange({ currency })}
      />
      <SelectField
        label={t(messages.numberFormat)}
        value={settings.numberFormat}
        options={numberOptions}
        onChange={(numberFormat) => onChange({ numberFormat })}
      />
      <SelectField<DateFormat>
        label={t(messages.dateFormat)}
        value={settings.dateFormat}
        options={dateOptions}
        onChange={(dateFormat) => onChange({ dateFormat })}
      />
      <SelectField
        label={t(messages.fiscalYear)}
        value={String(settings.fiscalYearStartMonth)}
        options={monthOptions}
        onChange={(month) => onChange({ fiscalYearStartMonth: Number(month) })}
      />
    </Card>
  );
}
