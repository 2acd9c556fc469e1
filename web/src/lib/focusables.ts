/** What the keyboard can reach inside `box`, in its order (links, enabled buttons and fields, tab stops). */
export const focusablesIn = (box: HTMLElement | null): HTMLElement[] => [
  ...(box?.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
  ) ?? []),
];
