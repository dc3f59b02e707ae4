import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@school/shared/api';
import { texts } from '../../../texts';
import { putFile, requestUploadLink, UploadError } from '../api/upload';
import { isVideoFile, uploadPercent } from '../model/upload';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; originalName: string }
  | { status: 'done'; originalName: string }
  | { status: 'error'; message: string };

/**
 * One video upload: asks for a signed URL, PUTs the file with progress (at most 99 % until the
 * store answers), then hands the stored file name over. Cancelling aborts the transfer; leaving
 * the form does too.
 */
export function useVideoUpload(onUploaded: (fileName: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abortRef = useRef<(() => void) | null>(null);
  const runRef = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(
    () => () => {
      runRef.current += 1;
      abortRef.current?.();
    },
    [],
  );

  const start = async (file: File) => {
    if (!isVideoFile(file)) {
      setState({ status: 'error', message: texts.reports.videoOnly });
      return;
    }
    runRef.current += 1;
    const run = runRef.current;
    const current = () => run === runRef.current;
    setState({ status: 'uploading', percent: 0, originalName: file.name });
    abortRef.current = null;
    try {
      const link = await requestUploadLink(file);
      if (!current()) return;
      const transfer = putFile(link, file, (loaded, total) => {
        if (current()) setState({ status: 'uploading', percent: uploadPercent(loaded, total), originalName: file.name });
      });
      abortRef.current = transfer.abort;
      await transfer.done;
      if (!current()) return;
      abortRef.current = null;
      setState({ status: 'done', originalName: file.name });
      onUploadedRef.current(link.fileName);
    } catch (error) {
      if (!current()) return;
      abortRef.current = null;
      if (error instanceof UploadError && error.aborted) {
        setState({ status: 'idle' });
        return;
      }
      const message = error instanceof UploadError ? error.message || texts.reports.uploadFailed : errorMessage(error);
      setState({ status: 'error', message });
    }
  };

  const cancel = () => {
    runRef.current += 1;
    abortRef.current?.();
    abortRef.current = null;
    setState({ status: 'idle' });
  };

  return { state, start, cancel, reset: () => setState({ status: 'idle' }) };
}
