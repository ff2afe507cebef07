// The documents the repository tests store (repository.test.ts on both stores, db.test.ts on
// the SQLite file): a car with indexed fields, and an account with a sealed one.
import { randomBytes } from 'node:crypto';
import type { SealedValue } from '../../server/db/secretBox';
import type { CollectionSpec } from '../../server/db/types';

export interface Car {
  _id: string;
  idv: string;
  marca: string;
  km: number;
  reservado: boolean;
  precios: { valor: number }[];
}

export const CARS: CollectionSpec<Car> = {
  name: 'demo-cars',
  indexes: [{ field: 'idv', unique: true }, { field: 'km' }, { field: 'reservado' }],
};

export const car = (idv: string, km = 0, reservado = false) => ({
  idv,
  marca: 'SEAT',
  km,
  reservado,
  precios: [{ valor: 10000 }],
});

export interface Account {
  _id: string;
  name: string;
  secret?: string | SealedValue;
}

export const ACCOUNTS: CollectionSpec<Account> = { name: 'demo-accounts', sealed: ['secret'] };

/** A secrets key for the tests (32 random bytes, base64url). */
export const KEY = randomBytes(32).toString('base64url');
