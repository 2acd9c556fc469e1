import { isIsoDate } from '@core/dates/iso-date';
import { amountCurrencyOf, propertyValueSchema, type IdeaProperty } from '@core/idea-page/property-contracts';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { ImagePreview } from './image-preview';

/** An empty value: a dash, the same in every language. */
const NO_VALUE = '—';

/** Only an address the contract accepts becomes a link (never `javascript:`). */
const isWebAddress = (value: string) => propertyValueSchema('url', []).safeParse(value).success;

/** A property's value as text: what a viewer who cannot edit sees. */
export function PropertyValueDisplay({ property }: { property: IdeaProperty }) {
  const { type, value, label } = property;
  const t = useT();
  const intl = useI18n();
  const money = useMoney(amountCurrencyOf(property));
  const { calendarDate } = useFormat();
  if (type === 'checkbox') {
    return (
      <span className="text-sm">
        {value === true
          ? t({ id: 'ideaProperties.display.yes', defaultMessage: 'Yes' })
          : t({ id: 'ideaProperties.display.no', defaultMessage: 'No' })}
      </span>
    );
  }
  if (typeof value === 'number') {
    // An amount in its currency, grouped as the company writes numbers, its cents when it has some (ADR 0078):
    // '₹2,50,000', '$1,234.50'.
    return (
      <span className="text-sm">
        {type !== 'currency'
          ? intl.formatNumber(value)
          : Number.isInteger(value)
            ? money.formatWhole(value)
            : money.format(value)}
      </span>
    );
  }
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (text === '') return <span className="text-sm text-muted-foreground">{NO_VALUE}</span>;
  // A day in the company's order (ADR 0074): '31 Jan 2026' for a day-first company.
  if (type === 'date' && isIsoDate(text)) return <span className="text-sm">{calendarDate(text)}</span>;
  if (type === 'image') return <ImagePreview src={text} alt={label} />;
  if (type === 'email' || (type === 'url' && isWebAddress(text))) {
    return (
      <a
        href={type === 'email' ? `mailto:${text}` : text}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm text-primary underline-offset-4 hover:underline"
      >
        {text}
      </a>
    );
  }
  return <span className="whitespace-pre-wrap text-sm">{text}</span>;
}
