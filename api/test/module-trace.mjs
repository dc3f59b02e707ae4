// Preloaded with `node --import` by tests that ask which modules a process loads: appends the URL of
// every module Node loads (imported or required, by the program or its dependencies) to the file
// named by MODULE_TRACE_FILE, one a line.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.MODULE_TRACE_FILE;
if (!file) throw new Error('MODULE_TRACE_FILE is not set');

registerHooks({
  load(url, context, nextLoad) {
    appendFileSync(file, `${url}\n`);
    return nextLoad(url, context);
  },
});
