/** Listeners kept by a key (a user id): added, each with the way to remove it, and found by key. */
export function listenersByKey<Listener>() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    /** Adds `listener` under `key`; returns the way to remove it. */
    add(key: string, listener: Listener): () => void {
      const forKey = listeners.get(key) ?? new Set();
      forKey.add(listener);
      listeners.set(key, forKey);
      return () => {
        forKey.delete(listener);
        if (forKey.size === 0) listeners.delete(key);
      };
    },
    of: (key: string): Iterable<Listener> => listeners.get(key) ?? [],
    /** The keys that have a listener now. */
    keys: () => [...listeners.keys()],
  };
}
