import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeTeacher, renderWithApp, stubFetch } from '@school/shared/testing';
import { VideoUpload } from './video-upload';

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  finish(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    act(() => this.onload?.());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

function setup(value: string | null = null) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const { calls } = stubFetch(() => json({ url: '/api/server/files/report-videos/abc.mp4?signature=s', fileName: 'abc.mp4' }));
  const onChange = vi.fn();
  const onUploadingChange = vi.fn();
  const view = renderWithApp(<VideoUpload value={value} onChange={onChange} onUploadingChange={onUploadingChange} />, { user: makeTeacher() });
  return { calls, onChange, onUploadingChange, view };
}

const video = () => new File([new Uint8Array(1000)], 'урок.mp4', { type: 'video/mp4' });

describe('video upload', () => {
  it('uploads with progress capped at 99 % and then sets the stored file name', async () => {
    const { calls, onChange, onUploadingChange } = setup();
    fireEvent.change(screen.getByTestId('video-input'), { target: { files: [video()] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(new URL(calls[0]!.url).searchParams.get('contentType')).toBe('video/mp4');
    expect(new URL(calls[0]!.url).searchParams.get('fileExtension')).toBe('mp4');
    expect(FakeXhr.last!.method).toBe('PUT');
    expect(FakeXhr.last!.url).toBe('http://localhost:3000/api/server/files/report-videos/abc.mp4?signature=s');
    expect(FakeXhr.last!.headers['Content-Type']).toBe('video/mp4');
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    FakeXhr.last!.progress(500, 1000);
    expect(screen.getByTestId('upload-progress').textContent).toBe('Загрузка видео: 50%');
    FakeXhr.last!.progress(1000, 1000);
    expect(screen.getByTestId('upload-progress').textContent).toBe('Загрузка видео: 99%');
    FakeXhr.last!.finish(200);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('abc.mp4'));
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('cancels an upload', async () => {
    const { onChange, onUploadingChange } = setup();
    fireEvent.change(screen.getByTestId('video-input'), { target: { files: [video()] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.progress(100, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить загрузку' }));
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.getByTestId('video-input')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a failure in place of the progress', async () => {
    setup();
    fireEvent.change(screen.getByTestId('video-input'), { target: { files: [video()] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.finish(413, JSON.stringify({ errors: [{ message: 'Файл слишком большой: не больше 500 МБ' }] }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('Файл слишком большой: не больше 500 МБ');
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('takes video files only', async () => {
    const { calls } = setup();
    fireEvent.change(screen.getByTestId('video-input'), { target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] } });
    expect((await screen.findByTestId('upload-error')).textContent).toBe('Можно загрузить только видеофайл');
    expect(calls).toHaveLength(0);
  });

  it('removes an attached video', () => {
    const { onChange } = setup('old.mp4');
    expect(screen.getByTestId('video-attached').textContent).toBe('К отчёту прикреплено видео');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить видео' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
