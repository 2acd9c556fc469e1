import { useState, useSyncExternalStore, type RefObject } from 'react';
import { focusField } from './go-to-field';

/** A field marked wrong, by the name its label gives it, and a way to bring the person to it. */
export type InvalidField = { label: string; goTo: () => void };

const firstInvalid = (container: HTMLElement | null) =>
  container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;

/** Hears every field marked or unmarked in `container`, and every field added or taken away. */
function watchFields(container: HTMLElement | null, onChange: () => void) {
  if (!container) return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
  return () => observer.disconnect();
}

const labelOf = (field: HTMLElement) =>
  (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    ? field.labels?.[0]?.textContent
    : null) ??
  field.getAttribute('aria-label') ??
  '';

/**
 * The first field in `container` that says it is wrong (aria-invalid, as every labelled control of ours does with
 * its error), watched as the page changes while `active`: its label, and `goTo`, which scrolls it into view and
 * focuses it (focusField). Null when none is marked.
 */
export function useFirstInvalidField(container: RefObject<HTMLElement | null>, active: boolean): InvalidField | null {
  // One subscription for the page's life: the container's element is read when React subscribes (once it is drawn).
  const [subscribe] = useState(() => (onChange: () => void) => watchFields(container.current, onChange));
  const label = useSyncExternalStore(
    subscribe,
    () => {
      const field = active ? firstInvalid(container.current) : null;
      return field ? labelOf(field).trim() : null;
    },
    () => null,
  );
  if (label === null) return null;
  return {
    label,
    goTo: () => focusField(firstInvalid(container.current)),
  };
}
