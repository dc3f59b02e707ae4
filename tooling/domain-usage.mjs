// Who uses each rule of @school/shared/domain: for every export of `shared/src/domain`, the packages
// (api, host, mfe-*, e2e, bench) and the other entries of shared/ that import it. A rule one remote
// alone uses belongs in that remote's feature `model/`; `shared/` keeps what the server or more than
// one app needs.
//   node tooling/domain-usage.mjs            table of every export
//   node tooling/domain-usage.mjs --single   only the exports one package alone uses (or nobody)
// Imports from test files are shown in brackets: a test alone does not keep a rule in shared/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domainDir = path.join(root, 'shared/src/domain');
const packages = ['api', 'host', 'mfe-teacher', 'mfe-learner', 'mfe-company', 'mfe-commerce', 'e2e', 'bench', 'shared'];

/** The export names of the domain entry, with the file each one is declared in. */
function domainExports() {
  const entry = path.join(domainDir, 'index.ts');
  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  return new Map(
    checker.getExportsOfModule(moduleSymbol).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const file = target.declarations?.[0]?.getSourceFile().fileName ?? '';
      return [symbol.getName(), path.relative(domainDir, file)];
    }),
  );
}

/** Who reaches a domain file: '@school/shared/domain' anywhere, or a relative path into shared/src/domain from shared/. */
function domainTarget(file, specifier) {
  if (specifier === '@school/shared/domain') return 'index.ts';
  if (!specifier.startsWith('.')) return null;
  const resolved = path.resolve(path.dirname(file), specifier);
  if (!resolved.startsWith(domainDir + path.sep) && resolved !== domainDir) return null;
  const rel = path.relative(domainDir, resolved) || 'index';
  return rel.endsWith('.ts') ? rel : `${rel}.ts`;
}

function usageOf(exportsByName) {
  const users = new Map([...exportsByName.keys()].map((name) => [name, new Set()]));
  const fileExports = new Map();
  for (const [name, file] of exportsByName) fileExports.set(file, [...(fileExports.get(file) ?? []), name]);
  for (const pkg of packages) {
    for (const file of sourceFiles(path.join(root, pkg), { extensions: ['.ts', '.tsx', '.mts', '.cts'] })) {
      const inDomain = file.startsWith(domainDir + path.sep);
      if (file === path.join(domainDir, 'index.ts')) continue;
      const text = readFileSync(file, 'utf8');
      if (!text.includes('domain') && !inDomain) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
      const isTest = /\.test\.tsx?$/.test(file);
      const where = pkg === 'shared' ? `shared/${path.relative(path.join(root, 'shared/src'), file).split(path.sep)[0]}` : pkg;
      for (const statement of source.statements) {
        if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
        const target = domainTarget(file, statement.moduleSpecifier.text);
        if (!target || (inDomain && target === 'index.ts')) continue;
        if (inDomain && isTest && path.basename(file).replace('.test', '') === target) continue;
        const label = isTest ? `(${where})` : where;
        const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
        const names =
          clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause))
            ? clause.elements.map((e) => (e.propertyName ?? e.name).text)
            : (fileExports.get(target) ?? []);
        for (const name of names) users.get(name)?.add(label);
      }
    }
  }
  return users;
}

const exportsByName = domainExports();
const users = usageOf(exportsByName);
const singleOnly = process.argv.includes('--single');
const rows = [...exportsByName].map(([name, file]) => {
  const all = [...users.get(name)].sort();
  const real = new Set(all.filter((u) => !u.startsWith('(')));
  return { name, file, all, real };
});
for (const { name, file, all, real } of rows.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))) {
  if (singleOnly && real.size > 1) continue;
  console.log(`${file.padEnd(26)} ${name.padEnd(34)} ${all.join(', ') || '—'}`);
}
