// Exports no other file uses: for every module of host/, mfe-*/, shared/, api/ and tooling/, the
// exported names that no other file of the workspace imports (tests, browser tests, benches and
// scripts count as users). Such a name is either used only inside its own file (drop `export`) or
// nowhere (delete it). tooling/unused-exports.test.ts keeps the list empty.
//   node tooling/unused-exports.mjs        one line per export: file, name, 'local' or 'unused'
// Syntax only (TypeScript's parser and module resolution, no type checking): fast and exact for
// static imports, re-exports, `import()` types, `require()` and `vi.mock()`. A module reached by a
// dynamic `import()`, `import * as` used as a value, or a non-destructured `require()` counts as used
// whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose exports are checked; every package of the workspace is read as a user. */
const checkedFolders = ['host', 'mfe-commerce', 'mfe-company', 'mfe-learner', 'mfe-teacher', 'shared', 'api', 'tooling', 'e2e', 'bench', 'scripts'];
const userFolders = [...checkedFolders, 'e2e', 'bench', 'scripts'];
const rootFiles = ['eslint.config.js', 'vitest.config.ts'];
const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js'];

/**
 * Exports that other files do not import but that a tool or a runtime reaches by name: each
 * `file: ['name', …]`, with the reason. The exposed pages of the remotes (their `src/app/pages.ts`)
 * are added from the page lists themselves.
 */
const entryPoints = {
  // Read by their tools by convention.
  'eslint.config.js': ['default'],
  'vitest.config.ts': ['default'],
  'e2e/playwright.config.ts': ['default'],
  'api/test/global-setup.ts': ['default'],
  // Required by the host's server bundle (tooling/webpack/server/entry-loader.cjs).
  'host/src/server/index.tsx': ['renderFirstView'],
  // Stand in for '@module-federation/enhanced/runtime' in the server and single-bundle builds (webpack aliases).
  'tooling/webpack/server/federation-runtime.mjs': ['*'],
  'tooling/webpack/single/federation-runtime.mjs': ['*'],
  // A federation runtime plugin of every browser build, named by path (tooling/webpack/create-config.cjs).
  'shared/src/app-shell/remotes/share-version-shortcut.ts': ['default'],
  // Loaded by tooling/webpack/page-lists.cjs through require(): the page list of each remote.
  'mfe-commerce/src/app/pages.ts': ['pageList'],
  'mfe-company/src/app/pages.ts': ['pageList'],
  'mfe-learner/src/app/pages.ts': ['pageList'],
  'mfe-teacher/src/app/pages.ts': ['pageList'],
  // The next release's page list of the company remote, passed by path as PAGES_FILE (e2e/scripts/prepare-releases.mjs).
  'e2e/fixtures/company-pages-next.mjs': ['pageList'],
};

const resolutionOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: false,
  allowImportingTsExtensions: true,
};
const resolutionCache = ts.createModuleResolutionCache(workspaceRoot, (f) => f, resolutionOptions);

/** The workspace file an import specifier names, or null (a package outside the workspace, a JSON file …). */
function resolve(fromFile, specifier) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, resolutionOptions, ts.sys, resolutionCache);
  if (!resolvedModule) return null;
  const file = path.resolve(resolvedModule.resolvedFileName);
  return file.includes(`${path.sep}node_modules${path.sep}`) ? null : file;
}

const hasModifier = (node, kind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

function bindingNames(name, out = []) {
  if (ts.isIdentifier(name)) out.push(name);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
  return out;
}

const isRequire = (node) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require' && node.arguments.length === 1;
const stringArgument = (node) => (node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]) ? node.arguments[0].text : null);

/**
 * One module read syntactically:
 *  exports    names declared or listed here (local exports)
 *  reexports  name → { from, name } (`export { a as b } from './x'`)
 *  stars      modules re-exported whole (`export * from './x'`)
 *  uses       { from, name } imported by this file; name '*' means the whole module
 *  identifiers  how often each identifier occurs in the file
 *  typeQueries  how often in `typeof name` of a type
 */
function readModule(file) {
  const text = readFileSync(file, 'utf8');
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : /\.(mjs|cjs|js)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const mod = { file, exports: new Set(), reexports: new Map(), stars: [], uses: [], identifiers: new Map(), typeQueries: new Map() };
  const imported = (specifier, name) => {
    const from = resolve(file, specifier);
    if (from) mod.uses.push({ from, name });
  };
  /** Namespace-like bindings (import * as ns, const x = require('…')): their property reads are uses. */
  const namespaces = new Map();

  function visit(node) {
    if (ts.isIdentifier(node)) {
      mod.identifiers.set(node.text, (mod.identifiers.get(node.text) ?? 0) + 1);
      if (ts.isTypeQueryNode(node.parent)) mod.typeQueries.set(node.text, (mod.typeQueries.get(node.text) ?? 0) + 1);
    }

    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause)
        imported(spec, '*'); // a side-effect import: nothing named
      else {
        if (clause.name) imported(spec, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, spec);
        else if (bindings) for (const el of bindings.elements) imported(spec, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isExportDeclaration(node)) {
      const spec = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      if (!node.exportClause) {
        const from = spec && resolve(file, spec);
        if (from) mod.stars.push(from);
      } else if (ts.isNamespaceExport(node.exportClause)) {
        mod.exports.add(node.exportClause.name.text);
        if (spec) imported(spec, '*');
      } else {
        for (const el of node.exportClause.elements) {
          const local = (el.propertyName ?? el.name).text;
          if (spec) {
            const from = resolve(file, spec);
            if (from) mod.reexports.set(el.name.text, { from, name: local });
          } else mod.exports.add(el.name.text);
        }
      }
    } else if (ts.isExportAssignment(node)) {
      mod.exports.add('default');
    } else if (node.parent === source && hasModifier(node, ts.SyntaxKind.ExportKeyword)) {
      const isDefault = hasModifier(node, ts.SyntaxKind.DefaultKeyword);
      if (ts.isVariableStatement(node)) {
        for (const decl of node.declarationList.declarations) for (const id of bindingNames(decl.name)) mod.exports.add(id.text);
      } else if (node.name && ts.isIdentifier(node.name)) mod.exports.add(isDefault ? 'default' : node.name.text);
      else if (isDefault) mod.exports.add('default');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // import('./x').Name in a type
      const qualifier = node.qualifier && (ts.isIdentifier(node.qualifier) ? node.qualifier : leftmost(node.qualifier));
      imported(node.argument.literal.text, qualifier ? qualifier.text : '*');
    } else if (ts.isCallExpression(node)) {
      const spec = stringArgument(node);
      const callee = node.expression;
      if (spec && callee.kind === ts.SyntaxKind.ImportKeyword) imported(spec, '*');
      else if (spec && isRequire(node)) {
        const parent = node.parent;
        if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
          for (const el of parent.name.elements) imported(spec, (el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName : el.name).text);
        } else if (ts.isPropertyAccessExpression(parent)) imported(spec, parent.name.text);
        else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) namespaces.set(parent.name.text, spec);
        else imported(spec, '*');
      } else if (spec && ts.isPropertyAccessExpression(callee)) {
        // require.resolve('…'), vi.mock('…'), vi.importActual('…'): the module is reached whole.
        const owner = callee.expression.getText(source);
        if (owner === 'require' || owner === 'vi') imported(spec, '*');
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isModuleExports(node.left)) {
      if (ts.isObjectLiteralExpression(node.right)) {
        for (const prop of node.right.properties) if (prop.name && ts.isIdentifier(prop.name)) mod.exports.add(prop.name.text);
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(source);

  if (namespaces.size > 0) {
    const named = new Map([...namespaces.keys()].map((n) => [n, new Set()]));
    const whole = new Set();
    (function reads(node) {
      if (ts.isIdentifier(node) && named.has(node.text) && !isDeclarationName(node)) {
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) named.get(node.text).add(parent.name.text);
        else if (ts.isQualifiedName(parent) && parent.left === node) named.get(node.text).add(parent.right.text);
        else whole.add(node.text);
      }
      ts.forEachChild(node, reads);
    })(source);
    for (const [ns, spec] of namespaces) {
      if (whole.has(ns)) imported(spec, '*');
      else for (const name of named.get(ns)) imported(spec, name);
    }
  }
  // JSDoc types of the JavaScript files: {import('./x').Name}
  if (kind === ts.ScriptKind.JS) for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)\.(\w+)/g)) imported(m[1], m[2]);
  return mod;
}

function leftmost(name) {
  return ts.isIdentifier(name) ? name : leftmost(name.left);
}
function isModuleExports(node) {
  return ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'module' && node.name.text === 'exports';
}
function isDeclarationName(node) {
  const p = node.parent;
  return (ts.isNamespaceImport(p) || ts.isVariableDeclaration(p)) && p.name === node;
}

/** The pages a remote exposes (`file: 'x.tsx'` in src/app/pages.ts, in src/app/routes/): their default export. */
function exposedPages(root, folder) {
  const pages = path.join(root, folder, 'src/app/pages.ts');
  let text;
  try {
    text = readFileSync(pages, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/\bfile:\s*'([^']+)'/g)].map((m) => path.join(folder, 'src/app/routes', m[1]));
}

/**
 * [{ file, name, usage: 'local' | 'unused' }] for every export no other file uses, sorted. The
 * options name another tree (the test's samples); by default the workspace.
 */
export function findUnusedExports({
  root = workspaceRoot,
  checked: checkedDirs = checkedFolders,
  users = userFolders,
  files: extraFiles = rootFiles,
  entries: named = entryPoints,
} = {}) {
  const files = [...users.flatMap((f) => sourceFiles(path.join(root, f), { extensions: sourceExtensions })), ...extraFiles.map((f) => path.join(root, f))];
  const modules = new Map(files.map((f) => [f, readModule(f)]));
  const used = new Map([...modules.keys()].map((f) => [f, new Set()]));

  /** Marks `name` of `file` used, through re-exports; true when some module declares it. */
  function mark(file, name, seen = new Set()) {
    const mod = modules.get(file);
    if (!mod || seen.has(file)) return false;
    seen.add(file);
    if (name === '*') {
      for (const n of [...mod.exports.keys(), ...mod.reexports.keys()]) mark(file, n, new Set());
      for (const star of mod.stars) mark(star, '*', seen);
      return true;
    }
    if (mod.exports.has(name)) {
      used.get(file).add(name);
      return true;
    }
    const re = mod.reexports.get(name);
    if (re) {
      used.get(file).add(name);
      mark(re.from, re.name, new Set());
      return true;
    }
    return mod.stars.some((star) => mark(star, name, seen));
  }

  for (const mod of modules.values()) for (const { from, name } of mod.uses) if (from !== mod.file) mark(from, name);
  const entries = Object.entries(named).concat(checkedDirs.flatMap((folder) => exposedPages(root, folder)).map((file) => [file, ['default']]));
  for (const [file, names] of entries) for (const name of names) mark(path.join(root, file), name);

  const checked = checkedDirs.map((f) => path.join(root, f) + path.sep);
  const found = [];
  for (const mod of modules.values()) {
    if (!checked.some((dir) => mod.file.startsWith(dir))) continue;
    const rel = path.relative(root, mod.file);
    for (const name of [...mod.exports, ...mod.reexports.keys()]) {
      if (used.get(mod.file).has(name)) continue;
      // Declared once; any other occurrence of the identifier is a use inside the file.
      const inFile = name !== 'default' && !mod.reexports.has(name) ? (mod.identifiers.get(name) ?? 1) - 1 : 0;
      // A value that types are inferred from (`typeof Schema`) stays exported beside them: the schema is the type's source.
      if (inFile > 0 && mod.typeQueries.get(name) === inFile) continue;
      const local = inFile > 0;
      found.push({ file: rel, name, usage: local ? 'local' : 'unused' });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findUnusedExports();
  for (const { file, name, usage } of found) console.log(`${file}\t${name}\t${usage}`);
  console.log(`${found.length} exports no other file uses`);
}
