/** Line icons drawn inline, so they look the same on every system (no emoji fonts needed). */
const paths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4.35-4.35',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1Zm0 0c1.5-3 5-3 5-1s-3 1-5 1Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  ruble: 'M8 20V4h5a4 4 0 0 1 0 8H6m0 4h8',
} as const;

type IconName = keyof typeof paths;

/** A line icon of one path in a 24 × 24 box: the school's icons and a remote's own. */
export function PathIcon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <PathIcon d={paths[name]} size={size} />;
}
