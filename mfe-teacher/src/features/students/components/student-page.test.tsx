import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, renderWithApp, stubFetch } from '@school/shared/testing';
import { StudentPage } from './student-page';

afterEach(() => vi.unstubAllGlobals());

/** The procedures the page asked for; none of them answers, as on a slow connection. */
function renderPageWithSilentServer(path: string) {
  const asked: string[] = [];
  stubFetch((request) => {
    asked.push(new URL(request.url).pathname.split('/').pop()!);
    return new Promise<Response>(() => undefined);
  });
  renderWithApp(<StudentPage />, { user: makeCurrentUser({ id: 4, roleId: 'teacher', isTeacher: true }), at: path, route: '/lms/students/:studentId/*' });
  return asked;
}

describe('the student page', () => {
  it('asks for the reports on the profile tab together with the student, not after it', async () => {
    const asked = renderPageWithSilentServer('/lms/students/9');
    await vi.waitFor(() => expect(asked).toContain('students.getReports'));
    expect(asked).toContain('students.getStudent');
  });

  it('asks for the next lessons with the student too', async () => {
    const asked = renderPageWithSilentServer('/lms/students/9');
    await vi.waitFor(() => expect(asked).toContain('students.getNextAppointments'));
    expect(asked).toContain('students.getStudent');
  });

  it("does not ask for the next lessons on the viewer's own page", async () => {
    const own = renderPageWithSilentServer('/lms/students/4');
    await vi.waitFor(() => expect(own).toContain('students.getStudent'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(own).not.toContain('students.getNextAppointments');
  });

  it('does not ask for the reports on another tab', async () => {
    const asked = renderPageWithSilentServer('/lms/students/9/program');
    await vi.waitFor(() => expect(asked).toContain('students.getStudent'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toContain('students.getReports');
  });
});
