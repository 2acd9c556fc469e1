import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { registerToaster } from '@/lib/toast';
import { useThemeSetting } from '@/lib/theme';

/**
 * Toasts: 5 s by default, one visible at a time (the spec's toast store), in the page's theme. Loaded on demand
 * (toaster-on-demand.tsx); once mounted, it shows what @/lib/toast was asked for meanwhile.
 */
export function Toaster() {
  // Sonner's own toaster, a child, has subscribed to its store by the time this effect runs.
  useEffect(() => registerToaster(toast), []);
  return <Sonner theme={useThemeSetting()} duration={5000} visibleToasts={1} closeButton position="bottom-right" />;
}
