/** Messages to show: those of the fields the user has touched, or of every field after a submit attempt. */
export function visibleErrors(errors: Record<string, string>, touched: ReadonlySet<string>, submitted: boolean): Record<string, string> {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => touched.has(key)));
}
