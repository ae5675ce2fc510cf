import { describe, expect, it } from 'vitest';
import { isRole, may } from './roles';

describe('community roles', () => {
  it('a non-member may only read a public community', () => {
    expect(may(null, 'read', 'public')).toBe(true);
    expect(may(null, 'read', 'private')).toBe(false);
    for (const a of ['post', 'comment', 'like', 'report', 'moderate', 'set_role'] as const)
      expect(may(null, a, 'public')).toBe(false);
  });
  it('members write; moderators and owners moderate; only owners set roles and cannot leave', () => {
    expect(may('member', 'post')).toBe(true);
    expect(may('member', 'moderate')).toBe(false);
    expect(may('member', 'decide_appeal')).toBe(false);
    expect(may('moderator', 'moderate')).toBe(true);
    expect(may('moderator', 'decide_appeal')).toBe(true);
    expect(may('moderator', 'set_role')).toBe(false);
    expect(may('owner', 'set_role')).toBe(true);
    expect(may('owner', 'leave')).toBe(false);
    expect(may('member', 'leave')).toBe(true);
  });
  it('knows its roles', () => {
    expect(isRole('owner')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});
