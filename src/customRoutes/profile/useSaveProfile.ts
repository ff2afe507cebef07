// Spec 1 §7: PUT /users/{id} with {id, name, lastname, telephone} or also {password};
// spec 1 §8 gives the messages of each outcome.
import { useNotify, useUpdate } from 'react-admin';
import type { User } from '../../domain/types';

export type UserRecord = User & { id: string };
export type ProfileChanges = Pick<User, 'name' | 'lastname' | 'telephone'> & { password?: string };

export const PROFILE_UPDATED = 'Datos actualizados con éxito';
export const PASSWORD_CHANGED = 'La contraseña se ha cambiado';
export const PROFILE_UPDATE_FAILED = 'Error al actualizar el perfil';

/** Saves the profile and tells the user; resolves to whether it was saved. */
export const useSaveProfile = (user: UserRecord | undefined) => {
  const [update, { isPending }] = useUpdate<UserRecord>();
  const notify = useNotify();

  const save = async (changes: ProfileChanges, successMessage: string): Promise<boolean> => {
    if (!user) return false;
    try {
      await update(
        'users',
        { id: user.id, data: changes, previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(successMessage, { type: 'success' });
      return true;
    } catch {
      notify(PROFILE_UPDATE_FAILED, { type: 'error' });
      return false;
    }
  };

  return { save, isSaving: isPending };
};
