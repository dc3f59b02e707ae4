import type { AppConfig } from '../config';
import { localFederationBuild } from './federation-manifest';
import type { RemotesManifest } from './remotes-manifest';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Links that start the download of the remote modules a page shows first (`firstModuleOf`, or what its
 * first view shows) together with the host's own files: each remote's entry script (the page names it
 * instead of the remote's manifest, federation-manifest.ts) and the exposed modules' files, each once.
 * Without them the browser asks for each only after the previous one arrived (host scripts → entry →
 * module). Under a first view rendered by the server their styles come as stylesheets (the view needs
 * them to paint). Only remotes served by this server are preloaded (a remote on another origin is found
 * at run time as before); nothing is preloaded for a page no remote serves.
 */
export function remotePreloadLinks(config: AppConfig, manifest: RemotesManifest, ids: readonly string[], styles: 'preload' | 'stylesheet' = 'preload'): string {
  const links = new Set<string>();
  for (const id of ids) {
    const [remote, exposed] = id.split('/');
    const build = localFederationBuild(config, manifest.remotes[remote!]);
    const module = build?.federation.exposes.find((e) => e.name === exposed);
    if (!build || !module) continue;
    links.add(`<link rel="preload" href="${attr(build.entryScript)}" as="script">`);
    for (const file of module.assets.js.sync) links.add(`<link rel="preload" href="${attr(build.base + file)}" as="script">`);
    for (const file of module.assets.css.sync)
      links.add(
        styles === 'stylesheet'
          ? `<link rel="stylesheet" href="${attr(build.base + file)}">`
          : `<link rel="preload" href="${attr(build.base + file)}" as="style">`,
      );
  }
  return [...links].join('');
}

/**
 * API answers a page asks for as soon as it renders, requested with the page instead (the browser hands
 * the answer to the page's own request): the sign-in page lists the demo accounts.
 */
const PAGE_DATA: Record<string, string[]> = {
  '/login': ['/api/auth/demo-accounts'],
};

export function pageDataPreloadLinks(urlPath: string): string {
  return (PAGE_DATA[urlPath] ?? []).map((url) => `<link rel="preload" href="${attr(url)}" as="fetch" crossorigin="use-credentials">`).join('');
}
