// Serves a built remote's folder on its own port, as a CDN or another server would:
//   node scripts/serve-dir.mjs mfe-learner/dist 4175
// Used by the browser tests to prove a remote can move without rebuilding the host.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir = '.', port = '4175'] = process.argv.slice(2);
const root = path.resolve(dir);
const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json', '.html': 'text/html' };

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end('Not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(Number(port), () => console.log(`${dir} on http://localhost:${port}`));
