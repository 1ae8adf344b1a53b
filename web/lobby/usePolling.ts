/** Runs a request now and every `intervalMs` while mounted; keeps the last result and error. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { explainError } from './api';

export function usePolling<T>(request: () => Promise<T>, intervalMs: number, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestRef = useRef(request);
  requestRef.current = request;

  const refresh = useCallback(async () => {
    try {
      setData(await requestRef.current());
      setError(null);
    } catch (e) {
      setError(explainError(e));
    }
  }, []);

  useEffect(() => {
    setData(null);
    void refresh();
    const timer = window.setInterval(() => void refresh(), intervalMs);
    return () => window.clearInterval(timer);
  }, [key, intervalMs, refresh]);

  return { data, error, refresh };
}
