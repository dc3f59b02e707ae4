// Class names a component reads from its CSS module that the module does not define. A bundler turns
// `styles.missing` into the text "undefined" in the page's class attribute without a word, so such a
// name is either a typo or a style that was removed: tooling/css-module-classes.test.ts keeps the list
// empty.
//   node tooling/css-module-classes.mjs     one line per missing class: file, module, name
// Reads `import x from './y.module.css'` and every `x.name` and `x['name']` after it; a computed name
// (`x[`calculator_${type}`]`) is not checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appFolders = ['host', 'mfe-commerce', 'mfe-company', 'mfe-learner', 'mfe-teacher', 'shared'];

/** The class names a CSS module defines (every `.name` in a selector, `:global(...)` ones included). */
export function classesOf(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = withoutComments.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/** The class names a source file reads from each CSS module it imports, by import name. */
export function classesUsed(source) {
  const uses = [];
  for (const [, name, specifier] of source.matchAll(/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.module\.css)['"]/g)) {
    const pattern = new RegExp(`\\b${name}(?:\\.(\\w+)|\\[\\s*['"]([\\w-]+)['"]\\s*\\])`, 'g');
    const names = new Set([...source.matchAll(pattern)].map((m) => m[1] ?? m[2]));
    uses.push({ specifier, names: [...names] });
  }
  return uses;
}

/** Every class a component of the apps reads from its CSS module but the module lacks. */
export function findMissingClasses(root = workspaceRoot) {
  const missing = [];
  for (const file of appFolders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    for (const { specifier, names } of classesUsed(readFileSync(file, 'utf8'))) {
      const cssFile = path.resolve(path.dirname(file), specifier);
      const defined = classesOf(readFileSync(cssFile, 'utf8'));
      for (const name of names) {
        if (!defined.has(name)) missing.push({ file: path.relative(root, file), module: path.relative(root, cssFile), name });
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, module, name } of findMissingClasses()) console.log(`${file}: ${name} is not in ${module}`);
}
