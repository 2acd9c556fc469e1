import { propertyValueSchema, type IdeaProperty } from '@core/idea-page/property-contracts';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { ImagePreview } from './image-preview';

/** An empty value: a dash, the same in every language. */
const NO_VALUE = '—';

/** Only an address the contract accepts becomes a link (never `javascript:`). */
const isWebAddress = (value: string) => propertyValueSchema('url', []).safeParse(value).success;

/** A property's value as text: what a viewer who cannot edit sees. */
export function PropertyValueDisplay({ property: { type, value, label } }: { property: IdeaProperty }) {
  const t = useT();
  const intl = useI18n();
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
    // A currency amount with cents and thousands separators: '$1,234.50' in English.
    return (
      <span className="text-sm">
        {type === 'currency'
          ? intl.formatNumber(value, { style: 'currency', currency: 'USD' })
          : intl.formatNumber(value)}
      </span>
    );
  }
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (text === '') return <span className="text-sm text-muted-foreground">{NO_VALUE}</span>;
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
