import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain Node module of the tooling package
import { MAP_FILE, readContracts, readHandlers, renderMap } from './endpoint-map.mjs';

type Served = { module: string; file: string; inline: boolean };

describe('the endpoint map (docs/endpoints.md)', () => {
  it('matches the contracts, the API modules and the apps (run node tooling/endpoint-map.mjs --write)', () => {
    const current = readFileSync(MAP_FILE, 'utf8');
    expect(current === renderMap(), 'docs/endpoints.md is out of date: run node tooling/endpoint-map.mjs --write').toBe(true);
  }, 60_000);

  it('finds every contract and the handler file of a route or resolver registered from handlers/', () => {
    const contracts = readContracts() as { endpoints: { name: string }[]; procedures: { name: string; kind: string }[]; graphql: { name: string }[] };
    const handlers = readHandlers() as { endpoints: Map<string, Served>; procedures: Map<string, Served>; graphql: Map<string, Served> };
    expect(contracts.procedures.find((p) => p.name === 'students.getReports')?.kind).toBe('query');
    expect(contracts.procedures.some((p) => p.name === 'review.getQueue')).toBe(true);
    expect(handlers.procedures.get('students.getReports')).toEqual({
      module: 'reports',
      file: 'api/src/modules/reports/handlers/get-reports.ts',
      inline: false,
    });
    expect(handlers.endpoints.get('deleteReport')?.file).toBe('api/src/modules/reports/handlers/delete-report.ts');
    for (const { name } of contracts.procedures) expect(handlers.procedures.has(name), `${name} has no procedureRoute`).toBe(true);
    for (const { name } of contracts.endpoints) expect(handlers.endpoints.has(name), `${name} has no route`).toBe(true);
    expect(handlers.graphql.get('plannedTeacherReportRate')?.file).toBe('api/src/modules/reports/handlers/planned-teacher-report-rate.ts');
    for (const { name } of contracts.graphql) expect(handlers.graphql.has(name), `${name} has no resolver`).toBe(true);
  }, 60_000);
});
