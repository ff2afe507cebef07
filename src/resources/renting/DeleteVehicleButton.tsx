// A card's delete: 'Seguro que desea eliminar el vehículo?' / 'Esta acción, no se puede
// deshacer...' with Cancelar and Aceptar, then DELETE, then the card is gone. A refused delete says
// why (shown, not only logged).
import { useNotify } from 'react-admin';
import { RENTING_RESOURCE } from '../../dataProvider/renting';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { ERROR_NOTICE, failureText, logFailure } from './failure';
import { DeleteIconButton } from '../../writes';

export const DeleteVehicleButton = ({ vehicle }: { vehicle: RentingVehicle }) => {
  const notify = useNotify();
  return (
    <DeleteIconButton
      resource={RENTING_RESOURCE}
      record={vehicle}
      label={`Eliminar ${vehicle.marca} ${vehicle.modelo}`}
      title={RENTING_TEXTS.deleteQuestion}
      content={RENTING_TEXTS.deleteWarning}
      onFailure={(error) => {
        logFailure('delete', error);
        notify(failureText(error, 'No se ha podido eliminar el vehículo'), ERROR_NOTICE);
      }}
    />
  );
};
