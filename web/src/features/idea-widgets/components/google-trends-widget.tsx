import { googleTrendsUrl } from '@core/idea-page/widget-contracts';
import { OutboundLink } from './outbound-link';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';

/**
 * A search term and a link to its interest over time. No embedded chart: Google's Trends embed loads its
 * own script from ssl.gstatic.com, which our Content-Security-Policy (script-src 'self') forbids.
 */
export function GoogleTrendsWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  const term = props.widget.data.searchTerm?.trim();
  return (
    <div className="space-y-3">
      {!props.readOnly && (
        <EditableField
          label={t({ id: 'ideaWidgets.googleTrends.searchTerm', defaultMessage: 'Search term' })}
          {...field('searchTerm')}
        />
      )}
      {term && (
        <OutboundLink href={googleTrendsUrl(term)}>
          {t({ id: 'ideaWidgets.googleTrends.view', defaultMessage: 'View "{term}" on Google Trends' }, { term })}
        </OutboundLink>
      )}
    </div>
  );
}
