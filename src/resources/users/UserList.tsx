// /settings/users, the read-only list of the group's users, for the administrator only (the
// resource's canAccess, index.ts). The one action, 'Restablecer contraseña', for every user
// but the administrator (who uses 'Mi cuenta').
import { DataTable, List, Pagination, SearchInput } from 'react-admin';
import { getSession } from '../../authProvider/session';
import { config } from '../../config';
import type { User } from '../../domain/types';
import { ResetPasswordButton } from './ResetPasswordDialog';

type UserRecord = User & { id: string };

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

const UserList = () => (
  <List
    resource="users"
    title="Usuarios"
    perPage={config.pageSize}
    pagination={<Pagination rowsPerPageOptions={[config.pageSize]} />}
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    actions={false}
  >
    <DataTable<UserRecord> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col<UserRecord> source="name" label="Nombre" />
      <DataTable.Col<UserRecord> source="lastname" label="Apellidos" />
      <DataTable.Col<UserRecord> source="email" label="Email" />
      <DataTable.Col<UserRecord> source="telephone" label="Teléfono" />
      <DataTable.Col<UserRecord>
        label="Acciones"
        disableSort
        render={(record) =>
          record._id === getSession()?.id ? null : <ResetPasswordButton user={record} />
        }
      />
    </DataTable>
  </List>
);

export default UserList;
