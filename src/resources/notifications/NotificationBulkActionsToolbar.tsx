// The inbox's bulk 'Eliminar' button, whose bar reads '1 notificación seleccionada' / 'N
// notificaciones seleccionadas' (POST /notifications/bulk-delete).
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { notificationCountLabel, notificationSelectionLabel } from '../../domain/selectionLabel';
import { BulkDeleteWriteButton } from '../../writes';

export const NotificationBulkActionsToolbar = () => {
  const { selectedIds = [] } = useListContext();
  return (
    <BulkActionsToolbar
      label={notificationSelectionLabel(selectedIds.length)}
      selectAllButton={false}
    >
      <BulkDeleteWriteButton
        label="Eliminar"
        confirmTitle="Eliminar notificaciones"
        confirmContent={`¿Seguro que quiere eliminar ${notificationCountLabel(selectedIds.length)}?`}
      />
    </BulkActionsToolbar>
  );
};
