import { ImageOff } from 'lucide-react';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';
import { useImageFailed } from '@/lib/use-image-failed';

/** An image by address with its caption; a placeholder when the address does not load. */
export function ImageWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  const { url, caption } = props.widget.data;
  const { failed, imageProps } = useImageFailed(url);
  return (
    <div className="space-y-3">
      {!props.readOnly && (
        <div className="grid gap-3 sm:grid-cols-2">
          <EditableField
            label={t({ id: 'ideaWidgets.image.url', defaultMessage: 'Image URL' })}
            type="url"
            {...field('url')}
          />
          <EditableField
            label={t({ id: 'ideaWidgets.image.caption', defaultMessage: 'Caption' })}
            {...field('caption')}
          />
        </div>
      )}
      {url && (
        <figure className="space-y-2">
          {failed ? (
            <div className="flex h-40 items-center justify-center gap-2 rounded-md border border-dashed border-border text-sm text-muted-foreground">
              <ImageOff className="size-4" aria-hidden="true" />
              {t({ id: 'ideaWidgets.image.notFound', defaultMessage: 'Image not found' })}
            </div>
          ) : (
            <img
              src={url}
              alt={caption || t({ id: 'ideaWidgets.image.alt', defaultMessage: 'Widget image' })}
              loading="lazy"
              {...imageProps}
              className="max-h-96 rounded-md object-contain"
            />
          )}
          {caption && <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>}
        </figure>
      )}
    </div>
  );
}
