import { afterEach, describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../testing';
import { inlineSession } from './inline-session';

const page = (json: string) => {
  document.head.innerHTML = `<script id="school-session" type="application/json">${json}</script>`;
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the session written into the page', () => {
  it('gives the signed-in user, or null for a visitor', () => {
    const user = makeCurrentUser({ id: 9, email: 'student@demo.school' });
    page(JSON.stringify({ user }));
    expect(inlineSession()?.email).toBe('student@demo.school');
    page('null');
    expect(inlineSession()).toBeNull();
  });

  it('gives nothing when the page has no session or a broken one, so it is asked for as usual', () => {
    expect(inlineSession()).toBeUndefined();
    page('{"user":{"id":"x"}}');
    expect(inlineSession()).toBeUndefined();
    page('{not json');
    expect(inlineSession()).toBeUndefined();
  });
});
