// The /coches-net route's element (App.tsx): starts reading the account in the address
// (readAhead.ts) as the route renders, then shows the lazy page. A console that opens on
// /coches-net?cuenta=N (a reload, a link) asks for it as it starts (this module is part of
// App's), not after the session check and the route: issue 10 §4, usable cold in 1.5 s.
import { createElement, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPage } from '../../pages';
import { getSession } from '../../authProvider/session';
import { readAheadAccount } from './readAhead';
import { PUBLISHER_PATH } from './routes';

const CochesNetPage = lazyPage('cochesNet');

// Signed in only: without a session the console goes to the sign-in page instead.
if (
  typeof window !== 'undefined' &&
  window.location.pathname === PUBLISHER_PATH &&
  getSession()?.accessToken
)
  readAheadAccount(window.location.search);

export const CochesNetRoute = () => {
  const { search } = useLocation();
  useState(() => readAheadAccount(search));
  return createElement(CochesNetPage);
};
