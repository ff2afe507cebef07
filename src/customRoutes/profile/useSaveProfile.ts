// PUT /users/{id} with {id, name, lastname, telephone} or also {password}, and the message of each
// outcome. One's own password change also sends the current one, and the answer's fresh token
// replaces the ended one.
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useUpdate } from 'react-admin';
import { getSession, saveSession } from '../../authProvider/session';
import { httpJson } from '../../dataProvider/http';
import type { User } from '../../domain/types';
import { fieldErrorsOf, type FormFields } from './fieldErrors';

export type UserRecord = User & { id: string };
export type ProfileChanges = Pick<User, 'name' | 'lastname' | 'telephone'>;
export type PasswordChanges = { currentPassword: string; password: string };

export const PROFILE_UPDATED = 'Datos actualizados con éxito';
export const PASSWORD_CHANGED = 'La contraseña se ha cambiado';
export const PROFILE_UPDATE_FAILED = 'Error al actualizar el perfil';

/** Saved, or not: then the errors to show next to the form's inputs, if the server named one. */
export type SaveOutcome = { saved: true } | { saved: false; fieldErrors?: Record<string, string> };

/** Saves the profile or the password and tells the user. */
export const useSaveProfile = (user: UserRecord | undefined, fields: FormFields) => {
  const [update, { isPending }] = useUpdate<UserRecord>();
  const [changingPassword, setChangingPassword] = useState(false);
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  const failed = (error: unknown): SaveOutcome => {
    // Too many wrong current passwords: the server's own words say what to do.
    const locked = (error as { status?: unknown } | null)?.status === 429;
    notify(locked && error instanceof Error ? error.message : PROFILE_UPDATE_FAILED, {
      type: 'error',
    });
    return { saved: false, fieldErrors: fieldErrorsOf(error, fields) ?? undefined };
  };

  const save = async (changes: ProfileChanges): Promise<SaveOutcome> => {
    if (!user) return { saved: false };
    try {
      await update(
        'users',
        { id: user.id, data: changes, previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(PROFILE_UPDATED, { type: 'success' });
      return { saved: true };
    } catch (error) {
      return failed(error);
    }
  };

  // Not through the data provider: its users update sends only id, name, lastname, telephone
  // and password (not the current password), and the answer's token must replace the
  // session's before any other call.
  const changePassword = async ({
    currentPassword,
    password,
  }: PasswordChanges): Promise<SaveOutcome> => {
    if (!user) return { saved: false };
    setChangingPassword(true);
    try {
      const answer = await httpJson<User & { accessToken?: string }>(
        `/users/${encodeURIComponent(user.id)}`,
        {
          method: 'PUT',
          body: {
            id: user.id,
            name: user.name,
            lastname: user.lastname,
            telephone: user.telephone,
            password,
            currentPassword,
          },
        },
      );
      const session = getSession();
      if (session && answer?.accessToken)
        saveSession({ ...session, accessToken: answer.accessToken });
      notify(PASSWORD_CHANGED, { type: 'success' });
      return { saved: true };
    } catch (error) {
      // An ended session (401) signs out, as every other call's does.
      if (await logoutIfAccessDenied(error)) return { saved: false };
      return failed(error);
    } finally {
      setChangingPassword(false);
    }
  };

  return { save, changePassword, isSaving: isPending || changingPassword };
};
