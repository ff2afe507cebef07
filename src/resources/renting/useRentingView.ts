// The card view (default) or the list view, remembered per user in react-admin's store
// (localStorage), so each user finds the view they left.
import { useStore } from 'react-admin';
import { getSession } from '../../authProvider/session';

export type RentingView = 'cards' | 'table';

export const rentingViewKey = (email: string | undefined): string =>
  `stock-renting.view.${email ?? 'anonimo'}`;

export const useRentingView = () =>
  useStore<RentingView>(rentingViewKey(getSession()?.user.email), 'cards');
