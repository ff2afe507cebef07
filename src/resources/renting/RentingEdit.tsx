// /stock-renting/{id}: 'Editar {marca} {modelo}', the same form with the edit switches and 'Generar
// Oferta'; 'Guardar' saves (PUT {filter:{_id}, carData}) and says 'Vehículo actualizado con éxito'
// or 'Ha ocurrido un error al actualizar el vehículo' with the server's reason.
import { Edit, useNotify, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RENTING_RESOURCE, arrivedRentingRecord } from '../../dataProvider/renting';
import { ERROR_SNACKBAR_MS, RENTING_TEXTS, editTitle } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { failureText, logFailure } from './failure';
import { EDIT_FORM, RentingForm } from './RentingForm';
import { SubmitOnce } from '../../writes';
import { useLiveRenting } from './useLiveRenting';

const EditTitle = () => <>{editTitle(useRecordContext<RentingVehicle>())}</>;

const RentingEdit = () => {
  const notify = useNotify();
  const { id = '' } = useParams();
  useLiveRenting();
  return (
    <Edit
      resource={RENTING_RESOURCE}
      queryOptions={arrivedRentingRecord(id)}
      title={<EditTitle />}
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify(RENTING_TEXTS.updated, { type: 'success' }),
        onError: (error: unknown) => {
          logFailure('update', error);
          const reason = failureText(error, '');
          notify(reason ? `${RENTING_TEXTS.updateFailed}: ${reason}` : RENTING_TEXTS.updateFailed, {
            type: 'error',
            autoHideDuration: ERROR_SNACKBAR_MS,
          });
        },
      }}
    >
      <SubmitOnce>
        <RentingForm config={EDIT_FORM} title={<EditTitle />} />
      </SubmitOnce>
    </Edit>
  );
};

export default RentingEdit;
