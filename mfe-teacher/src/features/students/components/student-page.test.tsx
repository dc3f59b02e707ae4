import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys, resetHttp } from '@school/shared/api';
import { makeCurrentUser } from '@school/shared/testing';
import { StudentPage } from './student-page';

afterEach(() => vi.unstubAllGlobals());

/** The procedures the page asked for; none of them answers, as on a slow connection. */
function renderPageWithSilentServer(path: string) {
  resetHttp();
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://school.test');
      asked.push(url.pathname.split('/').pop()!);
      return new Promise<Response>(() => undefined);
    }),
  );
  const client = createQueryClient();
  client.setQueryData(queryKeys.session(), makeCurrentUser({ id: 4, roleId: 'teacher', isTeacher: true }));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lms/students/:studentId/*" element={<StudentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
