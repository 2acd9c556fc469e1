import { useCallback, useState } from 'react';

/**
 * Whether the image at `src` failed to load, with the props its `<img>` needs to tell. An image of a page the
 * server drew may have failed before React took the page over (ADR 0038), when nothing heard its error event: a
 * finished image is asked to decode once it is in React's hands, which fails for a broken one.
 */
export function useImageFailed(src: string | undefined) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const onError = useCallback(() => setFailedSrc(src), [src]);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) image.decode?.().catch(onError);
    },
    [onError],
  );
  return { failed: failedSrc !== undefined && failedSrc === src, imageProps: { ref, onError } };
}
