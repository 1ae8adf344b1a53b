/**
 * Whether at least `share` of an element shows in the viewport (0: any of it), as an
 * IntersectionObserver reports it. A ref that comes to hold another element is observed anew
 * once `element` or `again` changes.
 */
import { useEffect, useState, type RefObject } from 'react';

/** The last report: undefined until the first one, and where there is no IntersectionObserver. */
export function useSightReport(element: RefObject<Element | null>, share: number, again?: unknown): boolean | undefined {
  const [inSight, setInSight] = useState<boolean>();
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setInSight(entry === undefined || (entry.isIntersecting && entry.intersectionRatio >= share)),
      { threshold: [0, share] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, share, again]);
  return inSight;
}

/** In sight until a report says otherwise. */
export const useInSight = (element: RefObject<Element | null>, share: number): boolean => useSightReport(element, share) ?? true;
