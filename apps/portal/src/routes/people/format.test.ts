import { describe, expect, it } from 'vitest';
import { formatDay, fullName, maskEmail, platformLabel, roleLabel, statusTone } from './format';

describe('maskEmail', () => {
  it('keeps the first 3 characters and hides the rest up to the domain', () => {
    expect(maskEmail('olivia@northwind.test')).toBe('oli***@northwind.test');
  });

  it('hides nothing of a local part of 3 characters or fewer', () => {
    expect(maskEmail('ann@example.com')).toBe('ann@example.com');
    expect(maskEmail('al@example.com')).toBe('al@example.com');
  });
});

describe('formatDay', () => {
  it('writes a day as LLL dd, y, whatever the time zone', () => {
    expect(formatDay('2025-03-05')).toBe('Mar 05, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('writes nothing for no day', () => {
    expect(formatDay(null)).toBe('');
  });
});

describe('labels', () => {
  it('labels the admin role Organization Admin', () => {
    expect(roleLabel('admin')).toBe('Organization Admin');
    expect(roleLabel('user')).toBe('User');
  });

  it('names a person by first and last name, or by email without a name', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })).toBe('Ann Lee');
    expect(fullName({ firstName: '', lastName: '', email: 'new@example.com' })).toBe('new@example.com');
  });

  it('colours statuses and labels platforms', () => {
    expect([statusTone('Active'), statusTone('Pending Invite'), statusTone('inactive')]).toEqual([
      'success',
      'warning',
      'neutral',
    ]);
    expect([platformLabel('fedex'), platformLabel('ups')]).toEqual(['Fedex', 'UPS']);
  });
});
