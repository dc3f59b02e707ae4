/** The part of jsdom the stored-markup test and the reports benchmark use (jsdom ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
