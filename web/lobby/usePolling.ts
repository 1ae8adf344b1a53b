/**
 * Runs a request now and every `intervalMs` while mounted (null: no more, e.g. once the thing
 * asked about is known to be gone); keeps the last result and error.
 * A new `key` (another match, another game) starts from nothing; a new interval keeps what is
 * known: a page that polls faster while it waits must not lose its data, and with it everything
 * it shows (a board and its half-made choices), when it slows down.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { explainError } from './api';

interface Polled<T> {
  key: string;
  data: T | null;
  error: string | null;
}

export function usePolling<T>(request: () => Promise<T>, intervalMs: number | null, key: string) {
  const [polled, setPolled] = useState<Polled<T>>({ key, data: null, error: null });
  const requestRef = useRef(request);
  requestRef.current = request;
  const keyRef = useRef(key);
  keyRef.current = key;

  const refresh = useCallback(async () => {
    const asked = keyRef.current;
    // An answer about a key no longer shown is dropped.
    const keep = (next: (current: Polled<T>) => Polled<T>) => setPolled((current) => (asked === keyRef.current ? next(current) : current));
    try {
      const data = await requestRef.current();
      keep(() => ({ key: asked, data, error: null }));
    } catch (e) {
      const error = explainError(e);
      keep((current) => ({ key: asked, data: current.key === asked ? current.data : null, error }));
    }
  }, []);

  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    // Stopped (null): the key's first answer only, once.
    if (intervalMs !== null || askedFor.current !== key) void refresh();
    askedFor.current = key;
    if (intervalMs === null) return;
    const timer = window.setInterval(() => void refresh(), intervalMs);
    return () => window.clearInterval(timer);
  }, [key, intervalMs, refresh]);

  const current = polled.key === key ? polled : { data: null, error: null };
  return { data: current.data, error: current.error, refresh };
}
