// The group's users, an 'Ajustes' resource for the administrator at /settings/users: the
// list, with 'Restablecer contraseña' on each row. Its records are the API's `users`; the
// server refuses them to anyone else as well.
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../../domain/types';
import { defineResource } from '../defineResource';

export default defineResource<User>({
  name: 'settings/users',
  screens: { list: () => import('./UserList') },
  icon: PeopleIcon,
  recordRepresentation: (user) => `${user.name} ${user.lastname}`,
  access: 'users',
  menu: { label: 'Usuarios', order: 120, group: 'Ajustes', adminOnly: true },
});
