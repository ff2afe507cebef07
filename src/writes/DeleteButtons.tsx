// react-admin's delete buttons with their confirmation, made of the shared pieces: the
// confirmation's button deletes once (ConfirmedDelete), with a spinner until the answer. The
// same texts as react-admin's: 'Eliminar', the title and content given, 'Confirmar'.
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  useDelete,
  useDeleteMany,
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type ButtonProps,
} from 'react-admin';
import { ConfirmedDelete } from './ConfirmedDelete';

interface DeleteProps {
  label?: string;
  /** Translated with the count as `smart_count` (a polyglot plural may use it). */
  confirmTitle: string;
  confirmContent: string;
  sx?: ButtonProps['sx'];
}

/** The selection's delete of a list: one POST/DELETE set, then the selection is cleared. */
export const BulkDeleteWriteButton = ({
  label = 'Eliminar',
  confirmTitle,
  confirmContent,
  sx,
}: DeleteProps) => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const resource = useResourceContext();
  const [deleteMany] = useDeleteMany();
  const notify = useNotify();
  const count = { smart_count: selectedIds.length };
  return (
    <ConfirmedDelete
      trigger={(open) => (
        <Button label={label} color="error" sx={sx} onClick={open}>
          <DeleteIcon />
        </Button>
      )}
      run={async () => {
        await deleteMany(
          resource,
          { ids: selectedIds },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('ra.notification.deleted', { type: 'info', messageArgs: count });
        onUnselectItems();
      }}
      title={confirmTitle}
      content={confirmContent}
      titleTranslateOptions={count}
      contentTranslateOptions={count}
    />
  );
};

/** One record's delete (a list row, an edit page); an edit page goes back to its list. */
export const DeleteWriteButton = ({
  label = 'Eliminar',
  confirmTitle,
  confirmContent,
  sx,
  redirect = false,
}: DeleteProps & { redirect?: false | 'list' }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const goTo = useRedirect();
  if (!record) return null;
  return (
    <ConfirmedDelete
      trigger={(open) => (
        <Button
          label={label}
          color="error"
          sx={sx}
          onClick={(event) => {
            // A row's button: the click must not open the row.
            event.stopPropagation();
            open();
          }}
        >
          <DeleteIcon />
        </Button>
      )}
      run={async () => {
        await deleteOne(
          resource,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        if (redirect) goTo(redirect, resource);
      }}
      title={confirmTitle}
      content={confirmContent}
    />
  );
};
