// The /coches-net route's element (App.tsx): starts reading the account in the address
// (readAhead.ts) as the route renders, then shows the lazy page.
import { createElement, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPage } from '../../pages';
import { readAheadAccount } from './readAhead';

const CochesNetPage = lazyPage('cochesNet');

export const CochesNetRoute = () => {
  const { search } = useLocation();
  useState(() => readAheadAccount(search));
  return createElement(CochesNetPage);
};
