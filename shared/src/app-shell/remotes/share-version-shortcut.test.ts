import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import shareVersionShortcut, { isOwnCaretRange, shortcutResolver } from './share-version-shortcut';

// Architecture (the shared package as versioned singletons): a remote built against an incompatible
// shared package is refused; the shortcut only spares the check whose answer is known.

describe('isOwnCaretRange', () => {
  it('is true for the caret range of the very version', () => {
    expect(isOwnCaretRange('12.4.0', '^12.4.0')).toBe(true);
    expect(isOwnCaretRange('19.3.1', '^19.3.1')).toBe(true);
  });

  it('is false for any other range, a pre-release or no range at all: the runtime checks those', () => {
    expect(isOwnCaretRange('12.4.0', '^12.3.0')).toBe(false);
    expect(isOwnCaretRange('12.4.0', '^12.5.0')).toBe(false);
    expect(isOwnCaretRange('12.4.0', '~12.4.0')).toBe(false);
    expect(isOwnCaretRange('12.4.0-beta.1', '^12.4.0-beta.1')).toBe(false);
    expect(isOwnCaretRange('12.4.0', false)).toBe(false);
    expect(isOwnCaretRange('', '^')).toBe(false);
  });
});

type Args = Parameters<typeof shortcutResolver>[0];
const entry = { version: '12.4.0', from: 'host', loaded: true, lib: () => ({}) };

function argsFor(requiredVersion: string, singleton = true): Args {
  return {
    shareScopeMap: { default: { '@school/shared/api': { '12.4.0': entry } } },
    scope: 'default',
    pkgName: '@school/shared/api',
    version: '12.4.0',
    shareInfo: { version: '12.4.0', from: 'remote', scope: ['default'], shareConfig: { singleton, requiredVersion, strictVersion: true } },
    resolver: () => undefined,
  } as unknown as Args;
}

describe('shortcutResolver', () => {
  it('answers with the registered module for a singleton in its own caret range', () => {
    const resolver = shortcutResolver(argsFor('^12.4.0'));
    expect(resolver?.()).toEqual({ shared: entry, useTreesShaking: false });
  });

  it('leaves every other case to the runtime', () => {
    expect(shortcutResolver(argsFor('^12.3.0'))).toBeNull();
    expect(shortcutResolver(argsFor('^12.4.0', false))).toBeNull();
    expect(shortcutResolver({ ...argsFor('^12.4.0'), version: '12.5.0' })).toBeNull();
  });
});

describe('the plugin in the federation runtime', () => {
  function runtime(name: string, requiredVersion: string) {
    return createInstance({
      name,
      remotes: [],
      plugins: [shareVersionShortcut()],
      shared: {
        '@school/shared/api': {
          version: '12.4.0',
          lib: () => ({ marker: name }),
          shareConfig: { singleton: true, requiredVersion, strictVersion: true },
        },
      },
    });
  }

  it('gives a consumer of its own version the module', async () => {
    const factory = await runtime('school_same', '^12.4.0').loadShare<{ marker: string }>('@school/shared/api');
    expect(factory && factory()).toEqual({ marker: 'school_same' });
  });

  it('still refuses a consumer that needs a newer shared package', async () => {
    await expect(runtime('school_newer', '^12.5.0').loadShare('@school/shared/api')).rejects.toThrow(/does not satisfy/);
  });
});
