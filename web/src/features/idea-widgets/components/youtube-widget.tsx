import { youtubeVideoId } from '@core/idea-page/widget-contracts';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';

/** A YouTube video, embedded from the no-cookie domain; its saved title is shown under it. */
export function YoutubeWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  const { url, title } = props.widget.data;
  const videoId = url ? youtubeVideoId(url) : null;
  return (
    <div className="space-y-3">
      {!props.readOnly && (
        <div className="grid gap-3 sm:grid-cols-2">
          <EditableField
            label={t({ id: 'ideaWidgets.youtube.url', defaultMessage: 'YouTube URL' })}
            type="url"
            {...field('url')}
          />
          <EditableField label={t({ id: 'ideaWidgets.youtube.title', defaultMessage: 'Title' })} {...field('title')} />
        </div>
      )}
      {videoId ? (
        <figure className="space-y-2">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${videoId}`}
            title={title || t({ id: 'ideaWidgets.youtube.frameTitle', defaultMessage: 'YouTube video' })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            className="aspect-video w-full rounded-md border-0"
          />
          {title && <figcaption className="text-sm text-muted-foreground">{title}</figcaption>}
        </figure>
      ) : (
        url && (
          <p className="text-sm text-muted-foreground">
            {t({ id: 'ideaWidgets.youtube.invalid', defaultMessage: 'Invalid YouTube URL' })}
          </p>
        )
      )}
    </div>
  );
}
