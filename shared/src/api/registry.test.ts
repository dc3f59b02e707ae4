import { describe, expect, it } from 'vitest';
import { endpoints, procedures } from '../contracts';
import { coreEndpoints } from '../contracts/core';
import { endpointDef, procedureDef } from './registry';

describe('calls by name', () => {
  it('finds the calls any page makes at once without the registry, every other call in its area', async () => {
    expect(await endpointDef('session')).toBe(coreEndpoints.session);
    expect(await endpointDef('login')).toBe(coreEndpoints.login);
    expect(await endpointDef('signup')).toBe(endpoints.signup);
    expect(await endpointDef('programs')).toBe(endpoints.programs);
    expect(await procedureDef('lessons.reportTimeZone')).toBe(procedures['lessons.reportTimeZone']);
    expect(await procedureDef('auth.decrementNotification')).toBe(procedures['auth.decrementNotification']);
  });

  it('finds every call the server registers, by the same definition', async () => {
    for (const [name, definition] of Object.entries(endpoints)) expect(await endpointDef(name as keyof typeof endpoints), name).toBe(definition);
    for (const [name, definition] of Object.entries(procedures)) expect(await procedureDef(name as keyof typeof procedures), name).toBe(definition);
  });

  it('refuses a name the registry does not know, with the name in the message', async () => {
    await expect(procedureDef('lessons.noSuchCall' as 'lessons.getMine')).rejects.toThrow('lessons.noSuchCall');
  });
});
