import { Toaster as Sonner } from 'sonner';

/** Toasts: 5 s by default, one visible at a time (the spec's toast store), following the colour scheme. */
export function Toaster({ theme = 'system' }: { theme?: 'light' | 'dark' | 'system' }) {
  return <Sonner theme={theme} duration={5000} visibleToasts={1} closeButton richColors position="bottom-right" />;
}
