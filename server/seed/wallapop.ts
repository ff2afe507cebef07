// Demo marketplace-gateway accounts, one per Wallapop shop of the group. Their
// FTP passwords are given in clear here and sealed as they are inserted (WALLAPOP_ACCOUNTS
// declares the field sealed), so they never reach the database file readable.
import type { WallapopAccount } from '../../src/domain/types.js';
import type { NewDoc } from '../db/index.js';

const DAY = 86_400_000;

export function demoWallapopAccounts(now: Date): NewDoc<WallapopAccount>[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  return [
    {
      accountId: 'wlp-general',
      name: 'Grupo Oliva — General',
      ftp_user: 'grupoliva_general',
      ftp_password: 'demo-ftp-general',
      description: 'Cuenta principal: vehículos de ocasión de todas las concesiones.',
      createdAt: at(120),
    },
    {
      accountId: 'wlp-tarragona',
      name: 'Joaquín Oliva Tarragona',
      ftp_user: 'joliva_tarragona',
      ftp_password: 'demo-ftp-tarragona',
      description: 'Stock VO y KM0 de la exposición de Tarragona.',
      createdAt: at(90),
    },
    {
      accountId: 'wlp-girona',
      name: 'Grupo Oliva Girona',
      ftp_user: 'olivamotor_girona',
      ftp_password: 'demo-ftp-girona',
      description: 'Anuncios de la exposición de Girona; sincronización nocturna por FTP.',
      createdAt: at(45),
    },
  ];
}
