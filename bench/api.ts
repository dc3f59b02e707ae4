/**
 * Throughput and latency of the API under load, on the database it would run with:
 *
 *   pnpm bench:api                                   PGlite in a temporary folder, full demo school
 *   DATABASE_URL=postgres://… pnpm bench:api         that PostgreSQL database (SIGNING_SECRET optional)
 *
 * Starts src/main.ts on a free port, then runs autocannon against /api/health, /api/auth/session
 * and students.getReports (a page of 10 reports) at 1, 10 and 50 connections (BENCH_CONNECTIONS),
 * BENCH_SECONDS each (15), and prints req/s, p50, p97.5, p99 and errors, plus each endpoint's
 * throughput as a share of /api/health's at the same connection count in the same run (absolute
 * figures drift on a shared machine; the share does much less), and the CPU time the API process
 * spent per request (Linux: /proc) and, with a local PostgreSQL server, the time its backends for
 * this database spent: CPU per request does not depend on how busy the machine is.
 *
 * A measurement, not a test: it fails only when something does not work.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { startSchoolServer } from './school-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const STUDENT_ID = 9;

interface Row {
  endpoint: string;
  connections: number;
  rps: number;
  cpuMsPerRequest: number | null;
  databaseCpuMsPerRequest: number | null;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
}

/** CPU time (user + system) a process has used so far, in ms; null where /proc is not there. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * CPU time so far of the local PostgreSQL server's backends serving `database` (their process titles
 * read 'postgres: user database host(port) …'), by process id; empty when the server is elsewhere.
 */
function databaseCpuMs(database: string | null): Map<number, number> {
  const found = new Map<number, number>();
  if (!database) return found;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!title.startsWith('postgres: ') || title.split(' ')[2] !== database) continue;
      const ms = cpuMs(Number(pid));
      if (ms !== null) found.set(Number(pid), ms);
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

const DATABASE_NAME = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) || null : null;

async function run(
  url: string,
  connections: number,
  headers: Record<string, string>,
  duration: number,
  pid?: number,
): Promise<Omit<Row, 'endpoint' | 'connections'>> {
  const before = cpuMs(pid);
  const databaseBefore = databaseCpuMs(DATABASE_NAME);
  const result = await autocannon({ url, connections, duration, headers });
  const after = cpuMs(pid);
  const databaseAfter = databaseCpuMs(DATABASE_NAME);
  let databaseMs = 0;
  for (const [backend, ms] of databaseAfter) databaseMs += ms - (databaseBefore.get(backend) ?? 0);
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    cpuMsPerRequest: before === null || after === null || requests === 0 ? null : (after - before) / requests,
    databaseCpuMsPerRequest: databaseAfter.size === 0 || requests === 0 ? null : databaseMs / requests,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const school = await startSchoolServer();
let finished = false;
void school.api.exited.then(({ code, signal }) => {
  if (!finished) console.error(`\nThe API stopped during the run (${code ?? signal}):\n${school.api.output()}`);
});
try {
  const cookie = await school.api.login('teacher@demo.school');
  const input = encodeURIComponent(JSON.stringify({ studentId: STUDENT_ID, page: 1, pageSize: 10 }));
  const endpoints: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: '/api/health', url: `${school.api.url}/api/health`, headers: {} },
    { name: '/api/auth/session', url: `${school.api.url}/api/auth/session`, headers: { cookie } },
    { name: 'students.getReports (10)', url: `${school.api.url}/api/data/students.getReports?input=${input}`, headers: { cookie } },
  ];
  const page = (await (await fetch(endpoints[2]!.url, { headers: { cookie } })).json()) as { items: unknown[]; total: number };
  if (page.items.length !== 10) throw new Error(`students.getReports gave ${page.items.length} reports, not 10`);

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(
    `pnpm bench:api — ${date} UTC, ${school.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, ${os.cpus().length} CPU, ${SECONDS} s per run, load average ${load()} at the start`,
  );

  // Warm up: JIT, caches, the connection pool.
  for (const endpoint of endpoints) await run(endpoint.url, 10, endpoint.headers, 2);

  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    for (const endpoint of endpoints) {
      const measured = await run(endpoint.url, connections, endpoint.headers, SECONDS, school.api.child.pid);
      rows.push({ endpoint: endpoint.name, connections, ...measured });
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');

  const health = new Map(rows.filter((r) => r.endpoint === '/api/health').map((r) => [r.connections, r.rps]));
  const withDatabase = rows.some((r) => r.databaseCpuMsPerRequest !== null);
  const header = [
    'endpoint',
    'conn.',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'errors',
    'of health',
    'API CPU ms/req',
    ...(withDatabase ? ['PostgreSQL CPU ms/req'] : []),
  ];
  const lines = rows.map((r) => [
    r.endpoint,
    String(r.connections),
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p975),
    String(r.p99),
    String(r.errors),
    `${((100 * r.rps) / (health.get(r.connections) ?? r.rps)).toFixed(1)} %`,
    r.cpuMsPerRequest === null ? '—' : r.cpuMsPerRequest.toFixed(2),
    ...(withDatabase ? [r.databaseCpuMsPerRequest === null ? '—' : r.databaseCpuMsPerRequest.toFixed(2)] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log(`load average ${load()} at the end`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  finished = true;
  await school.close();
}
