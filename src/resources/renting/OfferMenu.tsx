// 'Generar Oferta': one entry per audience the vehicle is published to (cards and the edit page),
// each opening that audience's offer PDF.
import { useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import {
  AUDIENCE_LABEL,
  enabledAudiences,
  type Audience,
  type RentingVehicle,
} from '../../domain/renting/types';
import { useOfferPdf } from './useOfferPdf';

export const OfferMenu = ({
  vehicle,
  size = 'small',
  readWhole = false,
}: {
  /** The vehicle as shown (on the edit page: the form's current values). */
  vehicle: Partial<RentingVehicle>;
  size?: 'small' | 'medium';
  /** A card's vehicle holds only what the card shows: the offer reads the stored one. */
  readWhole?: boolean;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { open, busy } = useOfferPdf({ readWhole });
  const audiences = enabledAudiences(vehicle as RentingVehicle);
  const menuId = `offer-menu-${vehicle._id ?? 'new'}`;
  const choose = (audience: Audience) => {
    setAnchor(null);
    void open(vehicle, audience);
  };
  return (
    <>
      <Button
        size={size}
        startIcon={<PictureAsPdfIcon />}
        disabled={busy || audiences.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {RENTING_TEXTS.generateOffer}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {audiences.map((audience) => (
          <MenuItem key={audience} onClick={() => choose(audience)}>
            {AUDIENCE_LABEL[audience]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
