import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LABELS,
  accountChanged,
  accountPayload,
  accountProblem,
  formatCreatedAt,
  passwordShown,
} from '../../src/domain/wallapopAccount';

describe('wallapop account rows', () => {
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

  // The API never answers the password; a fixed mask tells only that one is set.
  it('shows a set FTP password as a fixed mask, an absent one as —', () => {
    expect(passwordShown(true)).toBe('••••');
    expect(passwordShown(false)).toBe('—');
    expect(passwordShown(undefined)).toBe('—');
  });

  it('sends ftp_password only when a new one was typed', () => {
    const row = { accountId: '1', name: 'A', ftp_user: 'u', description: '' };
    expect(accountPayload(row)).not.toHaveProperty('ftp_password');
    expect(accountPayload({ ...row, ftp_password: '' })).not.toHaveProperty('ftp_password');
    expect(accountPayload({ ...row, ftp_password: 'nueva' }).ftp_password).toBe('nueva');
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

  it('formats createdAt as an es-ES date and time in Madrid, empty while unsaved', () => {
    expect(formatCreatedAt('2024-03-05T10:20:00.000Z')).toBe('05/03/2024 11:20');
    expect(formatCreatedAt('')).toBe('');
    expect(formatCreatedAt('no es una fecha')).toBe('');
  });
});

describe('accountProblem (checked before a row is sent)', () => {
  const draft = { accountId: 'wlp-reus', name: 'Reus', ftp_user: '', description: '' };
  it('names the column, as the grid shows it', () => {
    expect(accountProblem(draft)).toBeNull();
    expect(accountProblem({ ...draft, accountId: '' })).toBe(
      "El campo 'ID de cuenta' es obligatorio",
    );
    expect(accountProblem({ ...draft, accountId: 'wlp reus' })).toBe(
      "El campo 'ID de cuenta' no puede contener espacios",
    );
    expect(accountProblem({ ...draft, name: '' })).toBe("El campo 'Nombre' es obligatorio");
    expect(ACCOUNT_LABELS.accountId).toBe('ID de cuenta');
  });
});
