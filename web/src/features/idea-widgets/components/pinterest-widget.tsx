import { OutboundLink } from './outbound-link';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';

/** A Pinterest board or pin, as a link (Pinterest's embed needs its own script, which our CSP forbids). */
export function PinterestWidget(props: WidgetBodyProps) {
  const { field } = useWidgetDraft(props);
  const url = props.widget.data.url;
  return (
    <div className="space-y-3">
      {!props.readOnly && <EditableField label="Pinterest URL" type="url" {...field('url')} />}
      {url && <OutboundLink href={url}>{url}</OutboundLink>}
    </div>
  );
}
