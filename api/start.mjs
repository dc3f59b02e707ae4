// `pnpm --filter api start` (and `pnpm start`, the browser tests' servers): the compiled server,
// dist/main.mjs, built by `pnpm build` (or `pnpm --filter api build`). It builds nothing itself: a
// deployment builds once and runs what it built, without esbuild, tsx or the webpack tooling.
//   node start.mjs                the server
//   node start.mjs admin-create   another compiled entry (`pnpm --filter api admin:create EMAIL`)
// `pnpm --filter api dev` runs the TypeScript sources instead and restarts on change.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleOf, entries, isStale } from './build.mjs';

const name = process.argv[2] ?? 'main';
if (!Object.hasOwn(entries, name)) {
  console.error(`Нет такой команды: ${name} (есть: ${Object.keys(entries).join(', ')})`);
  process.exit(2);
}
const bundle = bundleOf(name);
if (!existsSync(bundle)) {
  console.error(
    `Сервер не собран: нет ${path.relative(process.cwd(), bundle)}. Соберите его: pnpm build (всё) или pnpm --filter api build (только сервер); ` +
      'для разработки — pnpm dev.',
  );
  process.exit(1);
}
if (isStale())
  console.warn(`Внимание: ${path.relative(process.cwd(), bundle)} старше исходников; запускается прежняя сборка. Соберите заново: pnpm --filter api build.`);
// The entry reads its own arguments from process.argv[2…].
if (name !== 'main') process.argv.splice(2, 1);
// Stack traces name the TypeScript files and lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
