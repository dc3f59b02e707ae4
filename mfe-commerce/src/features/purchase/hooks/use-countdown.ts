import { useEffect, useState } from 'react';

/** Milliseconds left until `end`, ticking every second; null without an end. */
export function useCountdown(end: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const endMs = end ? Date.parse(end) : null;
  const running = endMs !== null && endMs > now;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return endMs === null ? null : endMs - now;
}
