/** The school's contacts in the footer (the spec leaves them open; see docs/decisions.md). */
export const contacts = {
  phone: '+7 800 100-20-30',
  email: 'hello@school.example',
} as const;
