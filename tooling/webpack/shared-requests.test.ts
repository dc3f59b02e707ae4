import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain CommonJS module of the tooling package
import { SharedRequestsPlugin } from './shared-requests.cjs';

const src = '/repo/shared/src';
const plugin = new SharedRequestsPlugin({
  sharedSrc: src,
  entries: {
    '@school/shared/api': `${src}/api/index.ts`,
    '@school/shared/ui': `${src}/ui/index.ts`,
    '@school/shared/router': `${src}/libs/router.ts`,
    '@school/shared/valibot': `${src}/libs/valibot.ts`,
  },
  libraries: { 'react-router': '@school/shared/router', 'react-router-dom': '@school/shared/router', valibot: '@school/shared/valibot' },
}) as { rewrite: (request: string, context: string, issuer: string) => string | null };

const from = (file: string) => [path.dirname(file), file] as const;

describe('requests rewritten so Module Federation shares them', () => {
  it('sends the router and valibot through their facades, except from the facades themselves', () => {
    expect(plugin.rewrite('react-router-dom', ...from('/repo/host/src/app/routes.tsx'))).toBe('@school/shared/router');
    expect(plugin.rewrite('react-router', ...from('/repo/mfe-teacher/src/x.tsx'))).toBe('@school/shared/router');
    expect(plugin.rewrite('valibot', ...from(`${src}/schemas/common.ts`))).toBe('@school/shared/valibot');
    expect(plugin.rewrite('react-router', ...from(`${src}/libs/router.ts`))).toBeNull();
    expect(plugin.rewrite('valibot', ...from(`${src}/libs/valibot.ts`))).toBeNull();
  });

  it('turns a relative import of another shared entry into its package name', () => {
    expect(plugin.rewrite('../api', ...from(`${src}/app-shell/providers.tsx`))).toBe('@school/shared/api');
    expect(plugin.rewrite('../../ui', ...from(`${src}/app-shell/remotes/remote-component.tsx`))).toBe('@school/shared/ui');
    expect(plugin.rewrite('../api/index', ...from(`${src}/ui/button.tsx`))).toBe('@school/shared/api');
  });

  it('leaves imports inside an entry, of inner files and of apps alone', () => {
    expect(plugin.rewrite('./http', ...from(`${src}/api/hooks.ts`))).toBeNull();
    expect(plugin.rewrite('../api/http', ...from(`${src}/ui/button.tsx`))).toBeNull();
    expect(plugin.rewrite('./features/x', ...from('/repo/host/src/app.tsx'))).toBeNull();
    expect(plugin.rewrite('../api', ...from('/repo/host/src/features/x.ts'))).toBeNull();
  });
});
