import { Toaster as Sonner } from 'sonner';
import { useThemeSetting } from '@/lib/theme';

/** Toasts: 5 s by default, one visible at a time (the spec's toast store), in the page's theme. */
export function Toaster() {
  return <Sonner theme={useThemeSetting()} duration={5000} visibleToasts={1} closeButton position="bottom-right" />;
}
