// download-pdf: the offer of one audience, made by the server, opened in a new tab. The tab is
// opened on the click (a tab opened after an await may be blocked as a pop-up) and then shown the
// PDF, read with the session's token as a blob.
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { fetchOfferPdf, RENTING_RESOURCE } from '../../dataProvider/renting';
import type { Audience, RentingVehicle } from '../../domain/renting/types';
import { ERROR_NOTICE, failureText, logFailure } from './failure';

/** How long an opened offer's object URL lives (the tab has read it long before). */
const OBJECT_URL_MS = 60_000;

/**
 * `readWhole`: the vehicle shown is not whole (a card holds only what it shows), so the offer
 * is made from the stored vehicle, read first.
 */
export const useOfferPdf = ({ readWhole = false }: { readWhole?: boolean } = {}) => {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const open = async (vehicle: Partial<RentingVehicle>, audience: Audience) => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const whole =
        readWhole && vehicle._id
          ? (await dataProvider.getOne<RentingVehicle>(RENTING_RESOURCE, { id: vehicle._id })).data
          : vehicle;
      const url = URL.createObjectURL(await fetchOfferPdf(whole, audience));
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      logFailure('download-pdf', error);
      notify(failureText(error, 'No se ha podido generar la oferta'), ERROR_NOTICE);
    } finally {
      setBusy(false);
    }
  };
  return { open, busy };
};
