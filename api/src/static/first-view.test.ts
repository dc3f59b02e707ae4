import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, withFirstView } from './first-view';
import { satisfies } from './server-bundles';

const page = [
  '<!doctype html><html><head><link rel=stylesheet href=/a.css><script defer src=/main.js></script>',
  '<link rel=preload as=script href=/startup.1a2b3c4d.js><link rel="preload" href="/remotes/x/remoteEntry.js" as="script">',
  '<link rel="preload" href="/remotes/x/page.css" as="style"></head>',
  '<body><div id=root><div class=sc-boot aria-hidden=true><div class=sc-boot__bar>En</div></div></div></body></html>',
].join('');

describe("a page's first view", () => {
  it('takes the place of the boot header, with its answers after it', () => {
    const html = withFirstView(page, { html: '<main>Анна</main>', state: { queries: [] }, modules: [], screen: 'desktop' });
    expect(html).toContain(
      '<div id=root><div inert data-screen="desktop" style="display:contents"><main>Анна</main></div></div><script id="school-query-state" type="application/json">{"queries":[]}</script></body>',
    );
    expect(html).not.toContain('sc-boot');
  });

  it('keeps answers holding markup inert: no text of theirs can close the script block', () => {
    const state = { queries: [{ state: { data: { goal: '</script><script>alert(1)</script>' } } }] };
    const html = withFirstView(page, { html: '<main></main>', state, modules: [], screen: 'desktop' });
    expect(html).not.toContain('</script><script>alert(1)');
    const block = html.slice(html.indexOf('type="application/json">') + 24, html.lastIndexOf('</script>'));
    expect(JSON.parse(block)).toEqual(state);
  });

  it('inserts the view as it is, without treating $ as a replacement pattern', () => {
    expect(withFirstView(page, { html: "<p>$& $' 100 $</p>", state: {}, modules: [], screen: 'desktop' })).toContain("<p>$& $' 100 $</p>");
  });

  it('asks for the scripts at a low priority and leaves styles alone', () => {
    const html = lowPriorityScripts(page);
    expect(html).toContain('<link fetchpriority="low" rel=preload as=script href=/startup.1a2b3c4d.js>');
    expect(html).toContain('<link fetchpriority="low" rel="preload" href="/remotes/x/remoteEntry.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/remotes/x/page.css" as="style">');
    expect(html).toContain('<link rel=stylesheet href=/a.css>');
  });
});

describe('a remote server build and the host', () => {
  it('go together as module federation decides on the page (^version, strict)', () => {
    expect(satisfies('3.7.0', '3.7.0')).toBe(true);
    expect(satisfies('3.7.2', '3.6.9')).toBe(true);
    expect(satisfies('3.6.0', '3.7.0')).toBe(false);
    expect(satisfies('3.7.0', '3.7.1')).toBe(false);
    expect(satisfies('4.0.0', '3.7.0')).toBe(false);
    expect(satisfies('0.3.0', '0.2.0')).toBe(false);
    expect(satisfies('3.7.0', 'x')).toBe(false);
  });
});
