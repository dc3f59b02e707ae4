/** Sidebar scroll animation: 1000 ms in 20 ms steps. */
const SIDEBAR_SCROLL_MS = 1000;
const SIDEBAR_SCROLL_STEP_MS = 20;

/** The scrollTop of each step, easing in and out, ending exactly at `to`. */
export function scrollPositions(from: number, to: number, duration = SIDEBAR_SCROLL_MS, step = SIDEBAR_SCROLL_STEP_MS): number[] {
  const steps = Math.max(1, Math.round(duration / step));
  const positions: number[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    positions.push(Math.round(from + (to - from) * eased));
  }
  return positions;
}

/** Where to scroll a container so that `item` sits in its middle. */
export function centredScrollTop(container: { scrollTop: number; clientHeight: number; scrollHeight: number }, itemTop: number, itemHeight: number): number {
  const target = itemTop - container.clientHeight / 2 + itemHeight / 2;
  return Math.max(0, Math.min(target, container.scrollHeight - container.clientHeight));
}

/** Scrolls a sidebar so its active item ([aria-current="page"]) is in view. Returns a cancel function. */
export function scrollActiveIntoView(container: HTMLElement, selector = '[aria-current="page"]'): () => void {
  const active = container.querySelector<HTMLElement>(selector);
  if (!active) return () => undefined;
  const itemTop = active.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  const target = centredScrollTop(container, itemTop, active.offsetHeight);
  if (Math.abs(target - container.scrollTop) < 2) return () => undefined;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced) {
    container.scrollTop = target;
    return () => undefined;
  }
  const positions = scrollPositions(container.scrollTop, target);
  let index = 0;
  const timer = setInterval(() => {
    container.scrollTop = positions[index++]!;
    if (index >= positions.length) clearInterval(timer);
  }, SIDEBAR_SCROLL_STEP_MS);
  return () => clearInterval(timer);
}
