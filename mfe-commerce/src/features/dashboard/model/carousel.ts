/** The 'Мои курсы' carousel (spec §4, §9): 3 slides in sight by default, fewer on narrower screens. */
const CAROUSEL_SLIDES_DESKTOP = 3;
const CAROUSEL_SLIDES_TABLET = 2;
const CAROUSEL_SLIDES_PHONE = 1;
/** The arrows are locked this long after each click. */
export const CAROUSEL_LOCK_MS = 500;

/** Slides in sight: 3 above 991 px, 2 down to 768 px, 1 below. */
export function visibleSlideCount(screen: { mobile: boolean; narrow: boolean }): number {
  if (screen.narrow) return CAROUSEL_SLIDES_PHONE;
  if (screen.mobile) return CAROUSEL_SLIDES_TABLET;
  return CAROUSEL_SLIDES_DESKTOP;
}

/** Arrows only when the slides do not all fit. */
export function showsArrows(slideCount: number, visible: number): boolean {
  return slideCount > visible;
}

/** The last index the first visible slide may have. */
export function lastStartIndex(slideCount: number, visible: number): number {
  return Math.max(0, slideCount - visible);
}

/** The index after a step of `delta`, kept within the slides (a narrower screen may leave it past the end). */
export function moveIndex(index: number, delta: number, slideCount: number, visible: number): number {
  const last = lastStartIndex(slideCount, visible);
  return Math.min(Math.max(Math.min(index, last) + delta, 0), last);
}

export function canMove(index: number, delta: number, slideCount: number, visible: number): boolean {
  return moveIndex(index, delta, slideCount, visible) !== Math.min(index, lastStartIndex(slideCount, visible));
}
