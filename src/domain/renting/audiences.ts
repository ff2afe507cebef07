// The header switches of the renting form and the vehicle's four publish flags (docs/API.md
// "Renting"): create shows Particular, Autónomos, Empresa (publicarOtros stays false); edit shows
// Particular, Profesional (= Empresa), Autónomos, Otros.
import { AUDIENCE_FLAG, type AudienceFlag } from './types.js';

export interface AudienceSwitch {
  label: string;
  flag: AudienceFlag;
}

export const CREATE_SWITCHES_TITLE = 'Publicar para';
export const EDIT_SWITCHES_TITLE = 'Publicar';

export const CREATE_SWITCHES: readonly AudienceSwitch[] = [
  { label: 'Particular', flag: AUDIENCE_FLAG.Particular },
  { label: 'Autónomos', flag: AUDIENCE_FLAG.Autonomos },
  { label: 'Empresa', flag: AUDIENCE_FLAG.Empresa },
];

export const EDIT_SWITCHES: readonly AudienceSwitch[] = [
  { label: 'Particular', flag: AUDIENCE_FLAG.Particular },
  { label: 'Profesional', flag: AUDIENCE_FLAG.Empresa },
  { label: 'Autónomos', flag: AUDIENCE_FLAG.Autonomos },
  { label: 'Otros', flag: AUDIENCE_FLAG.Otros },
];

/** The flags a new vehicle starts with: every audience off. */
export const NO_AUDIENCE: Record<AudienceFlag, boolean> = {
  publicarParticular: false,
  publicarEmpresa: false,
  publicarAutonomos: false,
  publicarOtros: false,
};

/** The list view's coloured flag columns (PAR/EMP/AUT/OTR). */
export const FLAG_COLUMNS: readonly { header: string; flag: AudienceFlag }[] = [
  { header: 'PAR', flag: AUDIENCE_FLAG.Particular },
  { header: 'EMP', flag: AUDIENCE_FLAG.Empresa },
  { header: 'AUT', flag: AUDIENCE_FLAG.Autonomos },
  { header: 'OTR', flag: AUDIENCE_FLAG.Otros },
];
