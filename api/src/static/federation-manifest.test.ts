import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { localFederationBuild, pageRemotesManifest } from './federation-manifest';

let dir: string;
const config = () => loadConfig({ RELEASES_DIR: path.join(dir, 'releases') });

function release(pkg: string, version: string, manifest: string): void {
  const folder = path.join(dir, 'releases', pkg, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), manifest);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'school-federation-'));
  release('mfe-company', '1.1.0', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js/' } }, exposes: [] }));
  release('mfe-teacher', '2.0.0', '{ not json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the remotes manifest a page carries', () => {
  it("names a remote this server holds by its entry script, read from the remote's own manifest", () => {
    expect(localFederationBuild(config(), '/remotes/mfe-company/1.1.0/mf-manifest.json')).toMatchObject({
      base: '/remotes/mfe-company/1.1.0/',
      entryScript: '/remotes/mfe-company/1.1.0/js/remoteEntry.js',
    });
    const manifest = {
      remotes: {
        mfe_company: '/remotes/mfe-company/1.1.0/mf-manifest.json',
        // On another origin: the browser reads its manifest itself.
        mfe_learner: 'https://learner.example/mf-manifest.json',
        // A manifest that cannot be read, a release that is not there, an entry already named.
        mfe_teacher: '/remotes/mfe-teacher/2.0.0/mf-manifest.json',
        mfe_commerce: '/remotes/mfe-commerce/9.9.9/mf-manifest.json',
        other: '/remotes/other/remoteEntry.js',
      },
      pages: [],
      warnings: ['kept'],
    };
    expect(pageRemotesManifest(config(), manifest)).toEqual({
      ...manifest,
      remotes: { ...manifest.remotes, mfe_company: '/remotes/mfe-company/1.1.0/js/remoteEntry.js' },
    });
  });
});
