// /stock-renting/add-vehicle: 'Crear vehículo de renting'; a saved vehicle says 'Vehículo guardado
// 😄' and the app goes to /stock-renting 3 s later; a refused save shows the server's message.
import { Create, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RENTING_RESOURCE } from '../../dataProvider/renting';
import { CREATE_REDIRECT_MS, RENTING_TEXTS } from '../../domain/renting/texts';
import { ERROR_NOTICE, failureText, logFailure } from './failure';
import { newRentingVehicle } from './form/newVehicle';
import { RENTING_PATH } from './paths';
import { CREATE_FORM, RentingForm } from './RentingForm';
import { useLater } from '../../useLater';
import { SubmitOnce } from '../../writes';

const RentingCreate = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const later = useLater(CREATE_REDIRECT_MS);
  return (
    <Create
      resource={RENTING_RESOURCE}
      title={RENTING_TEXTS.createTitle}
      actions={false}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify(RENTING_TEXTS.saved, { type: 'success', autoHideDuration: CREATE_REDIRECT_MS });
          later(() => navigate(RENTING_PATH));
        },
        onError: (error: unknown) => {
          logFailure('create', error);
          notify(failureText(error, 'No se ha podido crear el vehículo'), ERROR_NOTICE);
        },
      }}
    >
      {/* Saved once: the page leaves 3 s later, and the button stays off meanwhile. */}
      <SubmitOnce lockAfterSave>
        <RentingForm
          config={CREATE_FORM}
          title={RENTING_TEXTS.createTitle}
          defaultValues={newRentingVehicle()}
        />
      </SubmitOnce>
    </Create>
  );
};

export default RentingCreate;
