import { vi } from 'vitest';
import { NARROW_SCREEN } from '@/lib/use-media-query';

/**
 * The window as a phone's (390 px: below 1024) or a desktop's, as far as the page's media queries go, and whether
 * the person asks for reduced motion. Undone by vi.restoreAllMocks().
 */
export function windowIsNarrow(isNarrow: boolean, reducesMotion = false) {
  const matchMedia = window.matchMedia;
  const answers: Record<string, boolean> = {
    [NARROW_SCREEN]: isNarrow,
    '(prefers-reduced-motion: reduce)': reducesMotion,
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: answers[query] ?? false,
  }));
}
