import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, renderWithApp, stubFetch } from '@school/shared/testing';
import { StudentPage } from './student-page';

afterEach(() => vi.unstubAllGlobals());

/**
 * The procedures the page asked for; none of them answers, as on a slow connection. `started` lists
 * the reads the page started: every one starts while the render's effects run, before `render` returns.
 */
function renderPageWithSilentServer(path: string) {
  const asked: string[] = [];
  stubFetch((request) => {
    asked.push(new URL(request.url).pathname.split('/').pop()!);
    return new Promise<Response>(() => undefined);
  });
  const { client } = renderWithApp(<StudentPage />, {
    user: makeCurrentUser({ id: 4, roleId: 'teacher', isTeacher: true }),
    at: path,
    route: '/lms/students/:studentId/*',
  });
  const started = client
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .map((query) => String(query.queryKey[0]));
  return { asked, started };
}

/** Waits until every read the page started has reached the server. */
const allAsked = (asked: string[], started: string[]) => vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(started)));

describe('the student page', () => {
  it('asks for the reports on the profile tab together with the student, not after it', async () => {
    const { asked } = renderPageWithSilentServer('/lms/students/9');
    // The server never answers: the reports are asked for while the student is still on its way.
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['students.getStudent', 'students.getReports'])));
  });

  it('asks for the next lessons with the student too', async () => {
    const { asked } = renderPageWithSilentServer('/lms/students/9');
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['students.getStudent', 'students.getNextAppointments'])));
  });

  it("does not ask for the next lessons on the viewer's own page", async () => {
    const { asked: own, started } = renderPageWithSilentServer('/lms/students/4');
    await vi.waitFor(() => expect(own).toContain('students.getStudent'));
    await allAsked(own, started);
    expect(started).toContain('students.getReports');
    expect(own).not.toContain('students.getNextAppointments');
  });

  it('does not ask for the reports on another tab', async () => {
    const { asked, started } = renderPageWithSilentServer('/lms/students/9/program');
    await vi.waitFor(() => expect(asked).toContain('students.getStudent'));
    await allAsked(asked, started);
    expect(asked).not.toContain('students.getReports');
  });
});
