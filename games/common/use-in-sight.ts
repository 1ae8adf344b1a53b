/**
 * Whether at least `share` of an element shows in the viewport (0: any of it), as an
 * IntersectionObserver reports it; true until the first report, and where there is none.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInSight(element: RefObject<Element | null>, share: number): boolean {
  const [inSight, setInSight] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setInSight(entry === undefined || (entry.isIntersecting && entry.intersectionRatio >= share)),
      { threshold: [0, share] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, share]);
  return inSight;
}
