// The endpoint map (docs/endpoints.md): every data procedure, REST endpoint and GraphQL operation of the
// contracts in `shared/src`, the API module and handler file that serve it, and the apps and features that call it.
// It is read from the code, not from a list: contracts are the `endpoint({…})` / `procedure({…})`
// calls of `shared/src`, handlers the `route(…)` / `procedureRoute(…)` calls of `api/src/modules/*`,
// callers the apps' sources that name a procedure ('a.b') or an endpoint (endpoints.x, or 'x' handed to
// an endpoint helper). A test fails when the file is out of date; update it with:
//   node tooling/endpoint-map.mjs --write
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAP_FILE = path.join(root, 'docs/endpoints.md');
const APPS = ['host', 'mfe-teacher', 'mfe-learner', 'mfe-company', 'mfe-commerce'];
/** Entries of `shared/src` that are for tests or development only: their calls are not callers of the school. */
const SHARED_NOT_CALLERS = new Set(['testing']);
/** The registry's index names every call to say which area holds it: it calls none of them. */
const INDEX_FILES = new Set(['shared/src/api/registry-areas.ts']);

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** The sources of a folder without its tests: the contracts, routes and calls of a test are not the school's. */
const codeFiles = (dir) => sourceFiles(dir, { tests: false });

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const calleeName = (call) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';
const stringOf = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
function propertyText(object, key) {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === key) return stringOf(property.initializer);
  }
  return undefined;
}

/** Every `name: endpoint({…})` and `'a.b': procedure({…})` of `shared/src`, with the file that defines it. */
export function readContracts() {
  const endpoints = [];
  const procedures = [];
  for (const file of codeFiles(path.join(root, 'shared/src'))) {
    walk(parse(file), (node) => {
      if (!ts.isPropertyAssignment(node) || !ts.isCallExpression(node.initializer)) return;
      const call = node.initializer;
      const definition = call.arguments[0];
      if (!definition || !ts.isObjectLiteralExpression(definition)) return;
      const name = ts.isStringLiteral(node.name) ? node.name.text : node.name.getText();
      if (calleeName(call) === 'endpoint') {
        endpoints.push({ name, method: propertyText(definition, 'method'), path: propertyText(definition, 'path'), contract: rel(file) });
      } else if (calleeName(call) === 'procedure') {
        procedures.push({ name: propertyText(definition, 'name') ?? name, kind: propertyText(definition, 'kind'), contract: rel(file) });
      }
    });
  }
  const graphql = [];
  for (const file of codeFiles(path.join(root, 'shared/src'))) {
    walk(parse(file), (node) => {
      if (!ts.isVariableDeclaration(node) || node.name.getText() !== 'graphqlDocuments' || !node.initializer) return;
      let documents = node.initializer;
      while (ts.isAsExpression(documents) || ts.isSatisfiesExpression(documents) || ts.isParenthesizedExpression(documents)) documents = documents.expression;
      if (!ts.isObjectLiteralExpression(documents)) return;
      for (const property of documents.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const kind = /^\s*(query|mutation)\b/.exec(stringOf(property.initializer) ?? '')?.[1];
        graphql.push({ name: property.name.getText(), kind, contract: rel(file) });
      }
    });
  }
  const byName = (a, b) => a.name.localeCompare(b.name);
  return { endpoints: endpoints.sort(byName), procedures: procedures.sort(byName), graphql: graphql.sort(byName) };
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((file) => existsSync(file) && statSync(file).isFile());
}

const isExported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;

/** The file that declares `name` as exported from `file`, following re-exports. */
function declaringFile(file, name, seen = new Set()) {
  if (!file || seen.has(file)) return undefined;
  seen.add(file);
  const source = parse(file);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && isExported(statement)) return file;
    if (ts.isVariableStatement(statement) && isExported(statement) && statement.declarationList.declarations.some((d) => d.name.getText() === name))
      return file;
  }
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const target = resolveImport(file, stringOf(statement.moduleSpecifier));
    if (!statement.exportClause) {
      const found = declaringFile(target, name, seen);
      if (found) return found;
    } else if (ts.isNamedExports(statement.exportClause)) {
      const element = statement.exportClause.elements.find((e) => e.name.text === name);
      if (element) return declaringFile(target, (element.propertyName ?? element.name).text, seen) ?? target;
    }
  }
  return undefined;
}

/** Where the handler expression of a route is written: its file, or the routes file itself. */
function handlerFile(routesFile, expression) {
  let handler = expression;
  // `(ctx, input) => create(ctx, input)` is `create`; a longer inline function lives in the routes file.
  if (ts.isArrowFunction(handler) && ts.isCallExpression(handler.body)) handler = handler.body.expression;
  // A wrapped handler (`limited(create)`) is the function it wraps.
  else if (
    ts.isCallExpression(handler) &&
    handler.arguments[0] &&
    (ts.isIdentifier(handler.arguments[0]) || ts.isPropertyAccessExpression(handler.arguments[0]))
  )
    handler = handler.arguments[0];
  // `handlers.create` of `import * as handlers from './handlers'`.
  const namespace = ts.isPropertyAccessExpression(handler) && ts.isIdentifier(handler.expression) ? handler.expression.text : undefined;
  const name = namespace ? handler.name.text : ts.isIdentifier(handler) ? handler.text : undefined;
  if (!name) return { file: rel(routesFile), inline: ts.isArrowFunction(expression) || ts.isFunctionExpression(expression) };
  for (const statement of parse(routesFile).statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings) continue;
    let exported;
    if (namespace && ts.isNamespaceImport(bindings) && bindings.name.text === namespace) exported = name;
    else if (!namespace && ts.isNamedImports(bindings)) {
      const element = bindings.elements.find((e) => e.name.text === name);
      exported = element && (element.propertyName ?? element.name).text;
    }
    if (!exported) continue;
    const target = resolveImport(routesFile, stringOf(statement.moduleSpecifier));
    const file = declaringFile(target, exported) ?? target;
    return { file: file ? rel(file) : stringOf(statement.moduleSpecifier), inline: false };
  }
  // A function of the routes file itself: named there, or written at the registration (inline).
  return { file: rel(routesFile), inline: ts.isArrowFunction(expression) || ts.isFunctionExpression(expression) };
}

/** `{ endpoints: Map(name → {module, handler, inline}), procedures: Map(…) }` from the API modules. */
export function readHandlers() {
  const endpoints = new Map();
  const procedures = new Map();
  const graphql = new Map();
  const modulesDir = path.join(root, 'api/src/modules');
  for (const module of readdirSync(modulesDir).sort()) {
    const moduleDir = path.join(modulesDir, module);
    if (!statSync(moduleDir).isDirectory()) continue;
    for (const file of codeFiles(moduleDir)) {
      walk(parse(file), (node) => {
        // resolvers: { Query: { field: handler }, Mutation: { … } }
        if (ts.isPropertyAssignment(node) && node.name.getText() === 'resolvers' && ts.isObjectLiteralExpression(node.initializer)) {
          for (const type of node.initializer.properties) {
            if (!ts.isPropertyAssignment(type) || !ts.isObjectLiteralExpression(type.initializer)) continue;
            for (const field of type.initializer.properties) {
              const handler = ts.isShorthandPropertyAssignment(field) ? field.name : ts.isPropertyAssignment(field) ? field.initializer : undefined;
              if (handler) graphql.set(field.name.getText(), { module, ...handlerFile(file, handler) });
            }
          }
        }
        if (!ts.isCallExpression(node) || node.arguments.length < 2) return;
        const [contract, handler] = node.arguments;
        const name = ts.isElementAccessExpression(contract)
          ? stringOf(contract.argumentExpression)
          : ts.isPropertyAccessExpression(contract)
            ? contract.name.text
            : undefined;
        if (!name) return;
        const served = { module, ...handlerFile(file, handler) };
        if (calleeName(node) === 'procedureRoute') procedures.set(name, served);
        else if (calleeName(node) === 'route') endpoints.set(name, served);
      });
    }
  }
  return { endpoints, procedures, graphql };
}

/** `host`/`mfe-x` and its feature (`features/<name>`, or the folder under `src/`), or `shared/<entry>`. */
function callerOf(file) {
  const parts = rel(file).split('/');
  if (parts[0] === 'shared') return SHARED_NOT_CALLERS.has(parts[2]) ? undefined : { app: 'shared', feature: parts[2].replace(/\.tsx?$/, '') };
  if (parts[2] === 'features') return { app: parts[0], feature: parts[3] };
  return { app: parts[0], feature: parts[2].replace(/\.tsx?$/, '') };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{ endpoints: Map(name → callers), procedures: Map(…) }`: the apps' (and shared entries') files naming each call. */
function readCallers(contracts) {
  const files = [...APPS.map((app) => path.join(root, app, 'src')), path.join(root, 'shared/src')].flatMap(codeFiles);
  const definitions = new Set([...contracts.procedures, ...contracts.endpoints].map((c) => c.contract));
  const texts = files
    .filter((file) => !definitions.has(rel(file)) && !INDEX_FILES.has(rel(file)))
    .map((file) => ({ caller: callerOf(file), text: readFileSync(file, 'utf8') }))
    .filter((f) => f.caller);
  const find = (pattern) => texts.filter(({ text }) => pattern.test(text)).map(({ caller }) => caller);
  const procedures = new Map(contracts.procedures.map((p) => [p.name, find(new RegExp(`['"\`]${escapeRegExp(p.name)}['"\`]`))]));
  const endpoints = new Map(
    contracts.endpoints.map((e) => {
      const key = escapeRegExp(e.name);
      const named = `\\bendpoints(?:\\.${key}\\b|\\[['"\`]${key}['"\`]\\])|(?:Endpoint[A-Za-z]*|endpointDef|queryKeys\\.endpoint)\\(\\s*['"\`]${key}['"\`]`;
      // A path without parameters may be written out (`apiUrl('public/events')` for sendBeacon).
      const plainPath = e.path.includes(':') || !e.path.slice(1).includes('/') ? '' : `|['"\`/]${escapeRegExp(e.path.slice(1))}['"\`]`;
      return [e.name, find(new RegExp(named + plainPath))];
    }),
  );
  const graphql = new Map(
    contracts.graphql.map((g) => {
      const key = escapeRegExp(g.name);
      return [g.name, find(new RegExp(`[Dd]ocuments\\.${key}\\b|\\(\\s*['"\`]${key}['"\`]|['"\`]graphql\\.${key}['"\`]`))];
    }),
  );
  return { endpoints, procedures, graphql };
}

function callersText(callers) {
  const byApp = new Map();
  for (const { app, feature } of callers) byApp.set(app, new Set([...(byApp.get(app) ?? []), feature]));
  const order = [...APPS, 'shared'];
  const apps = [...byApp.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return apps.length ? apps.map((app) => `${app} (${[...byApp.get(app)].sort().join(', ')})`).join('; ') : '—';
}

function handlerText(served) {
  if (!served) return '**not served**';
  return `\`${served.handler ?? served.file}\`${served.inline ? ' (inline)' : ''}`;
}

/** The whole of docs/endpoints.md. */
export function renderMap() {
  const contracts = readContracts();
  const handlers = readHandlers();
  const callers = readCallers(contracts);
  const lines = [
    '# Endpoint map',
    '',
    'Every data procedure, REST endpoint and GraphQL operation of the contracts (`shared/src/contracts`,',
    '`shared/src/review`), the API module and handler file that serve it, and the apps and features that call it. Generated from the code',
    'by `node tooling/endpoint-map.mjs --write`; `tooling/endpoint-map.test.ts` fails when this file is out of',
    'date. Do not edit it by hand.',
    '',
    '- **handler**: the file of the function `routes.ts` registers; *(inline)* when the function is written in',
    '  `routes.ts` itself (to be moved into `handlers/` beside its test).',
    '- **called from**: the app and its features (or the folder under `src/`) whose code names the call — to',
    '  call it, or to update or invalidate its cached answer; `shared (x)` is the shared entry `@school/shared/x`,',
    '  used by the apps. Test files are not counted. **not served** or `—` point at a contract to serve or remove.',
    '',
  ];
  const groups = (items) => [...new Set(items.map((i) => i.contract))].sort();
  lines.push(`## Data procedures (${contracts.procedures.length})`, '', '`GET /api/data/{name}?input=…` (query) or `POST /api/data/{name}` (mutation).', '');
  for (const contract of groups(contracts.procedures)) {
    lines.push(`### \`${contract}\``, '', '| procedure | kind | API module | handler | called from |', '|---|---|---|---|---|');
    for (const p of contracts.procedures.filter((x) => x.contract === contract)) {
      const served = handlers.procedures.get(p.name);
      lines.push(`| \`${p.name}\` | ${p.kind} | ${served ? served.module : '—'} | ${handlerText(served)} | ${callersText(callers.procedures.get(p.name))} |`);
    }
    lines.push('');
  }
  lines.push(`## REST endpoints (${contracts.endpoints.length})`, '', 'Paths are relative to `/api`.', '');
  for (const contract of groups(contracts.endpoints)) {
    lines.push(`### \`${contract}\``, '', '| endpoint | method and path | API module | handler | called from |', '|---|---|---|---|---|');
    for (const e of contracts.endpoints.filter((x) => x.contract === contract)) {
      const served = handlers.endpoints.get(e.name);
      lines.push(
        `| \`${e.name}\` | \`${e.method} ${e.path}\` | ${served ? served.module : '—'} | ${handlerText(served)} | ${callersText(callers.endpoints.get(e.name))} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    `## GraphQL operations (${contracts.graphql.length})`,
    '',
    '`POST /api/graphql`; the documents are `graphqlDocuments` of `shared/src/contracts/graphql.ts`, one per root field.',
    '',
    '| operation | kind | API module | resolver | called from |',
    '|---|---|---|---|---|',
  );
  for (const g of contracts.graphql) {
    const served = handlers.graphql.get(g.name);
    lines.push(`| \`${g.name}\` | ${g.kind} | ${served ? served.module : '—'} | ${handlerText(served)} | ${callersText(callers.graphql.get(g.name))} |`);
  }
  lines.push(
    '',
    'Not in this map: routes that are not JSON in and out (file uploads and downloads, the report video, the',
    'calendar feed, the payment return, notifications and sandbox page, the test clock), listed as `rawRoutes`',
    'in their modules, and the built apps the server serves (`api/src/static`).',
  );
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const map = renderMap();
  if (process.argv.includes('--write')) {
    writeFileSync(MAP_FILE, map);
    console.log(`wrote ${rel(MAP_FILE)}`);
  } else {
    const current = existsSync(MAP_FILE) ? readFileSync(MAP_FILE, 'utf8') : '';
    if (current === map) console.log(`${rel(MAP_FILE)} is up to date`);
    else {
      console.error(`${rel(MAP_FILE)} is out of date: run node tooling/endpoint-map.mjs --write`);
      process.exitCode = 1;
    }
  }
}
