import { describe, expect, it } from 'vitest';
import { endpoints, procedures } from '../contracts';
import { coreEndpoints } from '../contracts/core';
import { endpointDef, loadContracts, procedureDef } from './registry';

describe('calls by name', () => {
  it('finds the calls any page makes at once without the registry, every other call in it', async () => {
    expect(await endpointDef('session')).toBe(coreEndpoints.session);
    expect(await endpointDef('login')).toBe(coreEndpoints.login);
    expect(await endpointDef('signup')).toBe(endpoints.signup);
    expect(await endpointDef('programs')).toBe(endpoints.programs);
    expect(await procedureDef('lessons.reportTimeZone')).toBe(procedures['lessons.reportTimeZone']);
    expect(await procedureDef('auth.decrementNotification')).toBe(procedures['auth.decrementNotification']);
  });

  it('loads the registry once', async () => {
    expect(loadContracts()).toBe(loadContracts());
    expect((await loadContracts()).endpoints).toBe(endpoints);
  });

  it('keeps every call of the client in the registry the server registers', () => {
    for (const name of Object.keys(coreEndpoints)) expect(endpoints).toHaveProperty(name);
    for (const name of ['updatePersonalData', 'updateSettings', 'changePassword', 'reportFullTypes', 'programs', 'errorReports', 'reportError'])
      expect(endpoints).toHaveProperty(name);
    expect(procedures).toHaveProperty('auth.decrementNotification');
  });
});
