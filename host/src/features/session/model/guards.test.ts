import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';
import { afterLoginPath, decideGuard, forcedPathFor, loginPathFor, safeRedirectPath, sessionStatusOf } from './guards';

/** The tests' signed-in user: a student unless overridden. */
const user = (overrides: Partial<CurrentUser> = {}) => makeCurrentUser({ roleId: 'student', selfPaying: true, ...overrides });

describe('redirect_path rules', () => {
  it('keeps the original path and query', () => {
    expect(loginPathFor('/lms/students/12', '?tab=1')).toBe('/login?redirect_path=%2Flms%2Fstudents%2F12%3Ftab%3D1');
  });
  it('adds nothing for the dashboard or root', () => {
    expect(loginPathFor('/lms/dashboard')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
  it('returns a signed-in visitor to redirect_path or the dashboard', () => {
    expect(afterLoginPath('/lms/pay')).toBe('/lms/pay');
    expect(afterLoginPath(null)).toBe('/lms/dashboard');
  });
  it('never leaves the site', () => {
    expect(safeRedirectPath('//evil.com/x')).toBeNull();
    expect(safeRedirectPath('https://evil.com')).toBeNull();
    expect(safeRedirectPath('/\\evil.com')).toBeNull();
    expect(safeRedirectPath('/login?redirect_path=/x')).toBeNull();
    expect(afterLoginPath('//evil.com')).toBe('/lms/dashboard');
  });
});

describe('guard decisions', () => {
  const base = { path: '/lms/pay', capability: 'any' as const };
  it('waits while the session loads and reports session errors', () => {
    expect(decideGuard({ ...base, status: 'loading', user: null })).toEqual({ kind: 'loading' });
    expect(decideGuard({ ...base, status: 'error', user: null })).toEqual({ kind: 'error' });
  });
  it('sends visitors to sign in with the path to return to', () => {
    expect(decideGuard({ ...base, status: 'unAuthenticated', user: null })).toEqual({ kind: 'redirect', to: '/login?redirect_path=%2Flms%2Fpay' });
  });
  it('renders a page the user may open', () => {
    expect(decideGuard({ ...base, status: 'authenticated', user: user() })).toEqual({ kind: 'render' });
  });
  it('sends a role mismatch to the dashboard', () => {
    expect(decideGuard({ path: '/lms/methodology', capability: 'teacher', status: 'authenticated', user: user() })).toEqual({
      kind: 'redirect',
      to: '/lms/dashboard',
    });
    expect(
      decideGuard({ path: '/lms/dictionary', capability: 'studying_user', status: 'authenticated', user: user({ roleId: 'teacher', isTeacher: true }) }),
    ).toEqual({
      kind: 'redirect',
      to: '/lms/dashboard',
    });
  });
  it('holds a teacher with offers to accept on the offer page', () => {
    const teacher = user({ roleId: 'teacher', isTeacher: true, legalOffersToAccept: 1 });
    expect(forcedPathFor(teacher)).toBe('/lms/teacher-legal-offers-to-accept');
    expect(decideGuard({ ...base, status: 'authenticated', user: teacher })).toEqual({ kind: 'redirect', to: '/lms/teacher-legal-offers-to-accept' });
    expect(decideGuard({ path: '/lms/teacher-legal-offers-to-accept', capability: 'teacher', status: 'authenticated', user: teacher })).toEqual({
      kind: 'render',
    });
    expect(decideGuard({ path: '/logout', capability: 'any', status: 'authenticated', user: teacher })).toEqual({ kind: 'render' });
  });
  it('ignores pending offers of non-teachers', () => {
    expect(forcedPathFor(user({ legalOffersToAccept: 1 }))).toBeNull();
  });
  it('holds a user without personal data on the personal-data page', () => {
    const nodata = user({ personalDataMissing: true });
    expect(decideGuard({ ...base, status: 'authenticated', user: nodata })).toEqual({ kind: 'redirect', to: '/lms/personal-data' });
    expect(decideGuard({ path: '/lms/personal-data', capability: 'any', status: 'authenticated', user: nodata })).toEqual({ kind: 'render' });
  });
  it('forces the legal offer before personal data', () => {
    const both = user({ roleId: 'teacher', isTeacher: true, legalOffersToAccept: 2, personalDataMissing: true });
    expect(forcedPathFor(both)).toBe('/lms/teacher-legal-offers-to-accept');
  });
});

describe('session status', () => {
  it('maps the session query', () => {
    expect(sessionStatusOf({ isPending: true, isError: false, data: undefined })).toBe('loading');
    expect(sessionStatusOf({ isPending: false, isError: true, data: undefined })).toBe('error');
    expect(sessionStatusOf({ isPending: false, isError: false, data: null })).toBe('unAuthenticated');
    expect(sessionStatusOf({ isPending: false, isError: false, data: user() })).toBe('authenticated');
  });
});
