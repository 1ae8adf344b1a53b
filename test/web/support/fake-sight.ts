/** An IntersectionObserver whose reports the test makes (jsdom has none). */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function fakeSight() {
  let callback: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: IntersectionObserverCallback) {
        callback = report;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    /** What the observer made last (of the element observed last) reports. */
    report: (inSight: boolean) =>
      act(() =>
        callback(
          [{ isIntersecting: inSight, intersectionRatio: inSight ? 1 : 0 } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
  };
}
