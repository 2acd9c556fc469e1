import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?track=<domain>` (the Brand Name Suggester's 'Track' links here): tracks that domain once on arrival, then takes
 * the parameter out of the address (replaced, so Back does not track it again).
 */
export function useTrackParam(track: (name: string) => unknown) {
  const [params, setParams] = useSearchParams();
  const name = params.get('track');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!name || handled.current === name) return;
    handled.current = name;
    void track(name);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('track');
        return next;
      },
      { replace: true },
    );
  }, [name, track, setParams]);
}
