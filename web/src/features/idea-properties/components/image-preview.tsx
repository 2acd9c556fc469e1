import { ImageOff } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { useImageFailed } from '@/lib/use-image-failed';

/** The image at `src`, or an 'Image not found' placeholder when it does not load (a new address tries again). */
export function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const t = useT();
  const { failed, imageProps } = useImageFailed(src);
  if (failed) {
    return (
      <div className="flex h-32 w-full max-w-xs flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border text-sm text-muted-foreground">
        <ImageOff className="size-5" aria-hidden="true" />
        {t({ id: 'ideaProperties.image.notFound', defaultMessage: 'Image not found' })}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      {...imageProps}
      className="max-h-48 max-w-xs rounded-md border border-border object-contain"
    />
  );
}
