/** Where the API lives. The same origin by default; a deployment may set window.__SCHOOL_API_BASE__. */
declare global {
  interface Window {
    __SCHOOL_API_BASE__?: string;
  }
}

export function apiBaseUrl(): string {
  const configured = typeof window !== 'undefined' ? window.__SCHOOL_API_BASE__ : undefined;
  const base = configured ?? '/api/';
  return base.endsWith('/') ? base : `${base}/`;
}

/** Absolute URL of an API path, for links such as video sources. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path.replace(/^\//, '')}`;
}
