// Columns of the marketplace-gateway accounts grid: every field editable but
// createdAt; the FTP password is write-only (PasswordCells.tsx).
import { CircularProgress, Tooltip } from '@mui/material';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  GridActionsCell,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import type { ReactElement } from 'react';
import {
  ACCOUNT_LABELS,
  formatCreatedAt,
  type WallapopAccountAnswer,
} from '../../domain/wallapopAccount';
import { PasswordEditCell, PasswordViewCell } from './PasswordCells';

/** A grid row: the API's account plus, while editing, the new password typed (if any). */
export type AccountRow = WallapopAccountAnswer & {
  id: string;
  isNew?: boolean;
  ftp_password?: string;
};

export interface RowActions {
  edit: (id: GridRowId) => void;
  save: (id: GridRowId) => void;
  cancel: (id: GridRowId) => void;
  remove: (id: GridRowId) => void;
  /** Opens the row in edit mode on the password field. */
  changePassword: (id: GridRowId) => void;
}

interface ActionProps {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}

// GridActionsCell clones its items to manage focus; the wrapper forwards those props
// (React 19: ref included) so a Tooltip can sit around each icon button.
const ActionItem = ({ label, icon, onClick, ...cellProps }: ActionProps) => (
  <Tooltip title={label}>
    <GridActionsCellItem label={label} icon={icon} onClick={onClick} {...cellProps} />
  </Tooltip>
);

export const accountColumns = (
  rowModesModel: GridRowModesModel,
  actions: RowActions,
  saving: ReadonlySet<GridRowId> = new Set(),
): GridColDef<AccountRow>[] => [
  {
    field: 'accountId',
    headerName: ACCOUNT_LABELS.accountId,
    editable: true,
    flex: 1,
    minWidth: 120,
  },
  { field: 'name', headerName: ACCOUNT_LABELS.name, editable: true, flex: 1, minWidth: 140 },
  {
    field: 'ftp_user',
    headerName: ACCOUNT_LABELS.ftp_user,
    editable: true,
    flex: 1,
    minWidth: 120,
  },
  {
    field: 'ftp_password',
    headerName: ACCOUNT_LABELS.ftp_password,
    editable: true,
    sortable: false,
    flex: 1,
    minWidth: 160,
    renderCell: (params) =>
      params.row.isNew ? null : (
        <PasswordViewCell
          hasPassword={params.row.hasFtpPassword}
          onChange={() => actions.changePassword(params.id)}
        />
      ),
    renderEditCell: (params) => <PasswordEditCell {...params} />,
  },
  {
    field: 'description',
    headerName: ACCOUNT_LABELS.description,
    editable: true,
    flex: 1.5,
    minWidth: 160,
  },
  {
    field: 'createdAt',
    headerName: ACCOUNT_LABELS.createdAt,
    editable: false,
    minWidth: 140,
    valueFormatter: (value: string | undefined) => formatCreatedAt(value),
  },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Acciones',
    width: 110,
    renderCell: (params) => {
      const id = params.id;
      const editing = rowModesModel[id]?.mode === GridRowModes.Edit;
      return (
        <GridActionsCell {...params} suppressChildrenValidation>
          {saving.has(id) ? (
            <GridActionsCellItem
              label="Guardando"
              icon={<CircularProgress size={18} aria-hidden />}
              disabled
            />
          ) : editing ? (
            <>
              <ActionItem label="Guardar" icon={<SaveIcon />} onClick={() => actions.save(id)} />
              <ActionItem
                label="Cancelar"
                icon={<CancelIcon />}
                onClick={() => actions.cancel(id)}
              />
            </>
          ) : (
            <>
              <ActionItem label="Editar" icon={<EditIcon />} onClick={() => actions.edit(id)} />
              <ActionItem
                label="Eliminar"
                icon={<DeleteIcon />}
                onClick={() => actions.remove(id)}
              />
            </>
          )}
        </GridActionsCell>
      );
    },
  },
];
