import { useCallback, useEffect, useRef } from 'react';
import { trackClick, trackView } from '@school/shared/api';
import { dashboardTarget, type DashboardPlacement } from '@school/shared/domain';

/** Half of a card in sight counts as seen. */
const SEEN_RATIO = 0.5;

/**
 * A dashboard card or banner for the analytics: the ref callback counts one view when the element
 * first comes into sight (at once where IntersectionObserver is missing); the function counts a click.
 */
export function usePlacement(placement: DashboardPlacement): [(element: Element | null) => void, () => void] {
  const target = dashboardTarget(placement);
  const seen = useRef(false);
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => () => observer.current?.disconnect(), []);

  const placementRef = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || seen.current) return;
      const markSeen = () => {
        if (seen.current) return;
        seen.current = true;
        trackView(target);
      };
      if (typeof IntersectionObserver === 'undefined') {
        markSeen();
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            markSeen();
            observer.current?.disconnect();
          }
        },
        { threshold: SEEN_RATIO },
      );
      observer.current.observe(element);
    },
    [target],
  );

  const click = useCallback(() => trackClick(target), [target]);
  return [placementRef, click];
}
