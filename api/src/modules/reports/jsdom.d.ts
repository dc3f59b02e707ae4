/** The part of jsdom the stored-markup test uses (jsdom ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
