// The exported surface of @school/shared: every entry point's exported names with their kind.
// `shared/surface.json` records it with the package version; a test fails when the surface changes
// and the record was not updated. Update it (and the version) with:
//   node tooling/shared-surface.mjs --write
// Additions bump the minor version, removals or changed kinds the major version, so a remote built
// against a newer shared package is refused by an older host (Module Federation `requiredVersion`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = path.join(root, 'shared');
const surfaceFile = path.join(sharedDir, 'surface.json');

function kindOf(symbol, checker) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const f = target.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Variable) return 'value';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) return 'type';
  return 'other';
}

/** { './schemas': { IdSchema: 'value', Id: 'type', … }, … } */
export function computeSurface() {
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([subpath, file]) => subpath !== './testing' && file.endsWith('.ts'));
  const program = ts.createProgram(
    entries.map(([, file]) => path.join(sharedDir, file)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      resolveJsonModule: true,
    },
  );
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [subpath, file] of entries) {
    const source = program.getSourceFile(path.join(sharedDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const names = {};
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) names[symbol.getName()] = kindOf(symbol, checker);
    surface[subpath] = Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)));
  }
  return { version: pkg.version, surface };
}

export function readRecorded() {
  return JSON.parse(readFileSync(surfaceFile, 'utf8'));
}

/** 'major' | 'minor' | null: what a change from the recorded surface to the current one needs. */
export function requiredBump(recorded, current) {
  let bump = null;
  for (const [entry, names] of Object.entries(recorded)) {
    for (const [name, kind] of Object.entries(names)) {
      if (current[entry]?.[name] !== kind) return 'major';
    }
  }
  for (const [entry, names] of Object.entries(current)) {
    for (const name of Object.keys(names)) if (!(name in (recorded[entry] ?? {}))) bump = 'minor';
  }
  return bump;
}

function bumpVersion(version, bump) {
  const [major, minor] = version.split('.').map(Number);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const current = computeSurface();
  let recorded = null;
  try {
    recorded = readRecorded();
  } catch {
    // First record.
  }
  const bump = recorded ? requiredBump(recorded.surface, current.surface) : null;
  let version = current.version;
  if (bump && recorded && version === recorded.version) {
    version = bumpVersion(version, bump);
    const pkgFile = path.join(sharedDir, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    pkg.version = version;
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  writeFileSync(surfaceFile, `${JSON.stringify({ version, surface: current.surface }, null, 2)}\n`);
  console.log(bump ? `@school/shared ${version} (${bump} change recorded)` : `@school/shared ${version}: surface recorded`);
}
