import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '#test/fake-s3';
import { readJson, startTestServer, type TestServer } from '#test/harness';

let s3: FakeS3;
let server: TestServer;
beforeAll(async () => {
  s3 = await startFakeS3({ secrets: { 'school-api': 'bucket-secret-of-the-school' }, buckets: ['videos'] });
  server = await startTestServer({
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'videos',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'school-api',
      S3_SECRET_ACCESS_KEY: 'bucket-secret-of-the-school',
    },
  });
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('report videos in an S3 bucket', () => {
  it('upload through the presigned link, attach to a report and play back through a presigned read', async () => {
    const teacher = await server.login('teacher@demo.school');
    const bytes = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50]);
    const link = await server.request(`/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4&fileSize=${bytes.length}`, {
      cookie: teacher,
    });
    const { url, headers, fileName } = await readJson<{ url: string; headers: Record<string, string>; fileName: string }>(link);
    expect(url.startsWith(`${s3.endpoint}/videos/report-videos/`)).toBe(true);
    // The page sends the headers the link names (the bucket's "only if nothing is there yet").
    expect(headers).toEqual({ 'If-None-Match': '*' });
    expect((await fetch(url, { method: 'PUT', headers: { ...headers, 'content-type': 'video/mp4' }, body: bytes })).status).toBe(200);
    expect((await fetch(url, { method: 'PUT', headers: { ...headers, 'content-type': 'video/mp4' }, body: bytes })).status).toBe(412);

    const created = await server.mutate(
      'reports.createStudentReport',
      {
        studentId: 9,
        data: {
          fields: { '1': 'Present Perfect' },
          date: new Date(server.clock.now.getTime() - 3_600_000).toISOString(),
          fullTypeId: 'skype-50',
          homeworkGroups: [],
          videoFileName: fileName,
          status: 'default',
        },
      },
      teacher,
    );
    expect(created.status).toBe(200);
    const { id } = await readJson<{ id: number }>(created);
    const video = await server.request(`/api/server/reports/${id}/video`, { cookie: teacher });
    expect(video.status).toBe(302);
    const played = await fetch(video.headers.get('location')!);
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
    expect(s3.refused).toEqual([]);
  });

  it('refuse a report whose video never reached the bucket', async () => {
    const teacher = await server.login('teacher@demo.school');
    const link = await server.request('/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4&fileSize=4', { cookie: teacher });
    const { fileName } = await readJson<{ fileName: string }>(link);
    const created = await server.mutate(
      'reports.createStudentReport',
      {
        studentId: 9,
        data: {
          fields: {},
          date: new Date(server.clock.now.getTime() - 3_600_000).toISOString(),
          fullTypeId: 'skype-50',
          homeworkGroups: [],
          videoFileName: fileName,
          status: 'default',
        },
      },
      teacher,
    );
    expect(created.status).toBe(400);
  });
});
