import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin of every browser build (tooling/webpack/create-config.cjs,
 * `runtimePlugins`): a shared singleton found in the very version whose caret range the consumer asks
 * for ('12.4.0' for '^12.4.0', what the host and the remotes of one release always meet) is taken
 * without the runtime's range check.
 *
 * That check parses the range with about ten regular expressions built anew on each call: 2–3 ms per
 * shared module on a desktop, 25 ms of a page's start for the host's ten shared modules alone (4× that on a
 * phone), before the first line of the app runs. A caret range always holds its own version, so the
 * answer is known. Any other pair (a remote built against an older shared package, a React release
 * between builds) keeps the runtime's own check, its warning and, with `strictVersion`, its refusal.
 */
const PLAIN_VERSION = /^\d+\.\d+\.\d+$/;

/** Whether `version` meets `requiredVersion` because the range is the caret range of that very version. */
export function isOwnCaretRange(version: string, requiredVersion: unknown): boolean {
  return PLAIN_VERSION.test(version) && requiredVersion === `^${version}`;
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** The resolver for a singleton found in its own caret range: the runtime's default answer, without the check. */
export function shortcutResolver(args: ResolveShareArgs): ResolveShareArgs['resolver'] | null {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const config = shareInfo.shareConfig;
  if (!config?.singleton || shareInfo.treeShaking || !isOwnCaretRange(version, config.requiredVersion)) return null;
  const shared = shareScopeMap[scope]?.[pkgName]?.[version];
  return shared ? () => ({ shared, useTreesShaking: false }) : null;
}

export default function shareVersionShortcut(): ModuleFederationRuntimePlugin {
  return {
    name: 'school-share-version-shortcut',
    resolveShare(args) {
      const resolver = shortcutResolver(args);
      if (resolver) args.resolver = resolver;
      return args;
    },
  };
}
