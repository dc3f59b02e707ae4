import { describe, expect, it } from 'vitest';
import {
  canAddCompany,
  canSeeHrCabinet,
  canSeeTopUps,
  canSeeUserGroup,
  canTopUpBalance,
  companyNamesAreLinks,
  isHrView,
  showCompanyGroupTabs,
  visibleUserGroupScope,
} from './companies';
import { makeViewer, viewers } from '../../testing';

const { admin, manager, hr, teacher, student } = viewers;
const hrOfTwo = makeViewer({ id: 30, hrUserGroupIds: [7, 9] });

describe('HR rules of company pages', () => {
  it('lists every company to staff and only their own to HR; none to others', () => {
    expect(visibleUserGroupScope(admin)).toBe('all');
    expect(visibleUserGroupScope(manager)).toBe('all');
    expect(visibleUserGroupScope(hr)).toEqual([7]);
    expect(visibleUserGroupScope(hrOfTwo)).toEqual([7, 9]);
    expect(visibleUserGroupScope(teacher)).toEqual([]);
    expect(visibleUserGroupScope(student)).toEqual([]);
  });

  it('opens a company to staff and its HR, never to another company’s HR, teachers or students', () => {
    expect(canSeeUserGroup(hr, 7)).toBe(true);
    expect(canSeeUserGroup(hr, 9)).toBe(false);
    expect(canSeeUserGroup(hrOfTwo, 9)).toBe(true);
    expect(canSeeUserGroup(admin, 9)).toBe(true);
    expect(canSeeUserGroup(manager, 9)).toBe(true);
    expect(canSeeUserGroup(teacher, 7)).toBe(false);
    expect(canSeeUserGroup(student, 7)).toBe(false);
  });

  it('treats HR users, and non-staff users with exactly one company, as HR; staff never', () => {
    expect(isHrView(hr, 1)).toBe(true);
    expect(isHrView(hrOfTwo, 2)).toBe(true);
    expect(isHrView(makeViewer({ id: 31 }), 1)).toBe(true);
    expect(isHrView(makeViewer({ id: 31 }), 0)).toBe(false);
    expect(isHrView(makeViewer({ id: 31 }), 3)).toBe(false);
    expect(isHrView(admin, 1)).toBe(false);
    expect(isHrView(manager, 1)).toBe(false);
  });

  it('keeps adding companies, top-ups and the top-up history from HR', () => {
    for (const user of [admin, manager]) {
      expect(canAddCompany(user)).toBe(true);
      expect(canTopUpBalance(user)).toBe(true);
      expect(canSeeTopUps(user)).toBe(true);
    }
    for (const user of [hr, hrOfTwo, teacher, student]) {
      expect(canAddCompany(user)).toBe(false);
      expect(canTopUpBalance(user)).toBe(false);
      expect(canSeeTopUps(user)).toBe(false);
    }
  });

  it('shows group tabs to non-HR always and to HR only when the company has groups', () => {
    expect(showCompanyGroupTabs({ hrView: false, studentGroupsCount: 0 })).toBe(true);
    expect(showCompanyGroupTabs({ hrView: true, studentGroupsCount: 0 })).toBe(false);
    expect(showCompanyGroupTabs({ hrView: true, studentGroupsCount: 1 })).toBe(true);
  });

  it('shows names as plain text in the HR view', () => {
    expect(companyNamesAreLinks(true)).toBe(false);
    expect(companyNamesAreLinks(false)).toBe(true);
  });

  it('offers the HR cabinet to HR and staff only', () => {
    expect(canSeeHrCabinet(hr)).toBe(true);
    expect(canSeeHrCabinet(manager)).toBe(true);
    expect(canSeeHrCabinet(teacher)).toBe(false);
    expect(canSeeHrCabinet(student)).toBe(false);
  });
});

describe('teacher-and-company §6: companies (HR rules)', () => {
  it('shows a company to staff and to its own HR only', () => {
    expect(canSeeUserGroup(admin, 7)).toBe(true);
    expect(canSeeUserGroup(manager, 8)).toBe(true);
    expect(canSeeUserGroup(hr, 7)).toBe(true);
    expect(canSeeUserGroup(hr, 8)).toBe(false);
    expect(canSeeUserGroup(teacher, 7)).toBe(false);
  });
  it('treats HR users and users with exactly one company as HR', () => {
    expect(isHrView(hr, 1)).toBe(true);
    expect(isHrView(makeViewer({ id: 5 }), 1)).toBe(true);
    expect(isHrView(makeViewer({ id: 5 }), 2)).toBe(false);
    expect(isHrView(admin, 1)).toBe(false);
    expect(isHrView(manager, 1)).toBe(false);
  });
  it('keeps adding companies and top-ups from HR', () => {
    expect(canAddCompany(admin)).toBe(true);
    expect(canAddCompany(manager)).toBe(true);
    expect(canAddCompany(hr)).toBe(false);
    expect(canTopUpBalance(admin)).toBe(true);
    expect(canTopUpBalance(manager)).toBe(true);
    expect(canTopUpBalance(hr)).toBe(false);
  });
  it('shows group tabs to HR only when groups exist', () => {
    expect(showCompanyGroupTabs({ hrView: false, studentGroupsCount: 0 })).toBe(true);
    expect(showCompanyGroupTabs({ hrView: true, studentGroupsCount: 0 })).toBe(false);
    expect(showCompanyGroupTabs({ hrView: true, studentGroupsCount: 2 })).toBe(true);
  });
  it('shows names without links to HR', () => {
    expect(companyNamesAreLinks(true)).toBe(false);
    expect(companyNamesAreLinks(false)).toBe(true);
  });
  it('offers the HR cabinet to HR users and staff', () => {
    expect(canSeeHrCabinet(hr)).toBe(true);
    expect(canSeeHrCabinet(admin)).toBe(true);
    expect(canSeeHrCabinet(student)).toBe(false);
  });
});
