/** Design tokens that code needs (the same values are CSS custom properties in ui.css). */
const tokens = {
  accent: '#1d4ed8',
  accentHover: '#1e40af',
  breakpoints: {
    /** Mobile and desktop layouts switch here. */
    desktop: 991,
    /** The company add modal turns full width under this. */
    narrow: 767,
  },
  teacherSidebarWidth: 320,
} as const;

export const media = {
  mobile: `(max-width: ${tokens.breakpoints.desktop}px)`,
  narrow: `(max-width: ${tokens.breakpoints.narrow}px)`,
  touch: '(pointer: coarse)',
} as const;
