import { OutboundLink } from './outbound-link';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';

/** A Pinterest board or pin, as a link (Pinterest's embed needs its own script, which our CSP forbids). */
export function PinterestWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  const url = props.widget.data.url;
  return (
    <div className="space-y-3">
      {!props.readOnly && (
        <EditableField
          label={t({ id: 'ideaWidgets.pinterest.url', defaultMessage: 'Pinterest URL' })}
          type="url"
          {...field('url')}
        />
      )}
      {url && <OutboundLink href={url}>{url}</OutboundLink>}
    </div>
  );
}
