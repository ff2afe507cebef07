import { describe, expect, it } from 'vitest';
import { accountPayload, maskSecret } from '../../src/domain/wallapopAccount';

describe('wallapop account rows (spec 1 §3)', () => {
  it('sends only the editable fields, never _id or createdAt', () => {
    expect(
      accountPayload({
        id: 'a1',
        _id: 'a1',
        accountId: ' 123 ',
        name: 'Principal',
        ftp_user: 'ftp',
        ftp_password: 'pw',
        createdAt: '2024-01-01T00:00:00.000Z',
        isNew: true,
      }),
    ).toEqual({
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
