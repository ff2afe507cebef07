import { describe, expect, it } from 'vitest';
import {
  accountChanged,
  accountPayload,
  formatCreatedAt,
  maskSecret,
} from '../../src/domain/wallapopAccount';

describe('wallapop account rows (spec 1 §3)', () => {
  it('sends only the editable fields, never _id or createdAt', () => {
    const gridRow = {
      id: 'a1',
      _id: 'a1',
      accountId: ' 123 ',
      name: 'Principal',
      ftp_user: 'ftp',
      ftp_password: 'pw',
      createdAt: '2024-01-01T00:00:00.000Z',
      isNew: true,
    };
    expect(accountPayload(gridRow)).toEqual({
      accountId: '123',
      name: 'Principal',
      ftp_user: 'ftp',
      ftp_password: 'pw',
      description: '',
    });
  });

  it('masks the FTP password in view mode', () => {
    expect(maskSecret('secreto')).toBe('•••••••');
    expect(maskSecret('una-contraseña-larga')).toBe('••••••••');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(undefined)).toBe('');
  });
});

describe('wallapop account edits', () => {
  const row = { accountId: '1', name: 'A', ftp_user: 'u', ftp_password: 'p', description: '' };

  it('sees no change when only read-only fields differ', () => {
    const withDate = { ...row, createdAt: 'x' };
    expect(accountChanged(withDate, row)).toBe(false);
    expect(accountChanged({ ...row, accountId: ' 1 ' }, row)).toBe(false);
  });

  it('sees a change of any editable field', () => {
    expect(accountChanged({ ...row, description: 'nueva' }, row)).toBe(true);
    expect(accountChanged({ ...row, ftp_password: 'q' }, row)).toBe(true);
  });

  it('formats createdAt as an es-ES date, empty while unsaved', () => {
    expect(formatCreatedAt('2024-03-05T10:20:00.000Z')).toMatch(/^5\/3\/24/);
    expect(formatCreatedAt('')).toBe('');
    expect(formatCreatedAt('no es una fecha')).toBe('');
  });
});
