// A card's delete: 'Seguro que desea eliminar el vehículo?' / 'Esta acción, no se puede
// deshacer...' with Cancelar and Aceptar, then DELETE, then the card is gone. A refused delete says
// why (shown, not only logged).
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify } from 'react-admin';
import { RENTING_RESOURCE } from '../../dataProvider/renting';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { ERROR_NOTICE, failureText, logFailure } from './failure';
import { WriteConfirm } from '../../writes';

export const DeleteVehicleButton = ({ vehicle }: { vehicle: RentingVehicle }) => {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const accept = async () => {
    try {
      await remove(
        RENTING_RESOURCE,
        { id: vehicle.id, previousData: vehicle },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      logFailure('delete', error);
      notify(failureText(error, 'No se ha podido eliminar el vehículo'), ERROR_NOTICE);
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Tooltip title="Eliminar">
        <IconButton
          aria-label={`Eliminar ${vehicle.marca} ${vehicle.modelo}`}
          color="error"
          size="small"
          onClick={() => setOpen(true)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <WriteConfirm
        isOpen={open}
        loading={isPending}
        title={RENTING_TEXTS.deleteQuestion}
        content={RENTING_TEXTS.deleteWarning}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={accept}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
