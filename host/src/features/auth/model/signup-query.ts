/** The query the sign-in page hands to /signup: where to go afterwards, the promo code, the landing page, the invitation. */
export function signupQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['redirect_path', 'promocode', 'from', 'ref']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
