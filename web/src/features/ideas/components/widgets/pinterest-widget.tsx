import { OutboundLink } from './outbound-link';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { WidgetField } from './widget-field';

/** A Pinterest board or pin, as a link (Pinterest's embed needs its own script, which our CSP forbids). */
export function PinterestWidget(props: WidgetBodyProps) {
  const { field } = useWidgetDraft(props);
  const url = props.widget.data.url;
  return (
    <div className="space-y-3">
      {!props.readOnly && <WidgetField label="Pinterest URL" type="url" {...field('url')} />}
      {url && <OutboundLink href={url}>{url}</OutboundLink>}
    </div>
  );
}
