import { describe, expect, it } from 'vitest';
import { makeViewer, viewers } from '../../testing';
import { hasCapability } from './viewer';

const { teacher, apprentice, admin, manager, hr, student } = viewers;

describe('teacher-and-company §6, content-and-commerce §6: page capabilities', () => {
  it('any signed-in user passes "any"', () => {
    for (const user of Object.values(viewers)) expect(hasCapability(user, 'any')).toBe(true);
  });
  it('studying_user is for learners only', () => {
    expect(hasCapability(student, 'studying_user')).toBe(true);
    expect(hasCapability(makeViewer({ roleId: 'studying_user' }), 'studying_user')).toBe(true);
    expect(hasCapability(teacher, 'studying_user')).toBe(false);
    expect(hasCapability(hr, 'studying_user')).toBe(false);
  });
  it('teacher pages take teachers, apprentices and admins', () => {
    expect(hasCapability(teacher, 'teacher')).toBe(true);
    expect(hasCapability(apprentice, 'teacher')).toBe(true);
    expect(hasCapability(admin, 'teacher')).toBe(true);
    expect(hasCapability(student, 'teacher')).toBe(false);
    expect(hasCapability(manager, 'teacher')).toBe(false);
  });
  it('admin pages take admins only', () => {
    expect(hasCapability(admin, 'admin')).toBe(true);
    expect(hasCapability(manager, 'admin')).toBe(false);
    expect(hasCapability(teacher, 'admin')).toBe(false);
  });
});
