// A countdown campaign is active or inactive: shown Activa/Inactiva in tables; the edit form says
// Activada/Desactivada.
export const campaignStatusLabel = (active: unknown): 'Activa' | 'Inactiva' =>
  active === true ? 'Activa' : 'Inactiva';

export const activeSwitchLabel = (active: unknown): 'Activada' | 'Desactivada' =>
  active === true ? 'Activada' : 'Desactivada';
