// The publisher's data: the accounts of the selector and the vehicles of the account chosen, loaded
// with the page's load-failure messages. A later choice wins over an answer still on its way (quick
// changes of account never show the wrong rows).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { LOAD_MESSAGES, accountMode, type MarketplaceAccount } from '../../domain/cochesNet';
import {
  CNET_PUBLISHER_RESOURCE,
  type CnetPublisherDataProvider,
  type PublisherRecord,
} from '../../dataProvider/channels/cnetPublisher';
import { takeReadAhead } from './readAhead';
import { publisherListParams } from './routes';

export const usePublisherApi = () => useDataProvider<CnetPublisherDataProvider>();

export function usePublisherData() {
  const api = usePublisherApi();
  const notify = useNotify();
  const [accounts, setAccounts] = useState<MarketplaceAccount[]>([]);
  const [account, setAccount] = useState<number | null>(null);
  const [rows, setRows] = useState<PublisherRecord[]>([]);
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);

  const loadAccounts = useCallback(
    () =>
      api
        .getAccounts(CNET_PUBLISHER_RESOURCE)
        .then(setAccounts)
        .catch((error: Error) => notify(error.message, { type: 'error' })),
    [api, notify],
  );
  useEffect(() => {
    void loadAccounts();
  }, [loadAccounts]);

  /** Loads `value`'s vehicles; `quiet` after a run (no success message). */
  const load = useCallback(
    async (value: number, { quiet = false }: { quiet?: boolean } = {}) => {
      const request = ++latest.current;
      const texts = LOAD_MESSAGES[accountMode(value)];
      setAccount(value);
      setPending(true);
      if (!quiet) setRows([]);
      try {
        // The account of the address may have been asked for as the route rendered.
        const data = await (takeReadAhead(value) ??
          api
            .getList<PublisherRecord>(CNET_PUBLISHER_RESOURCE, publisherListParams(value))
            .then((answer) => answer.data));
        if (request !== latest.current) return;
        setRows(data);
        if (!quiet) notify(texts.success, { type: 'success' });
      } catch {
        if (request !== latest.current) return;
        setRows([]);
        notify(texts.failure, { type: 'error' });
      } finally {
        if (request === latest.current) setPending(false);
      }
    },
    [api, notify],
  );

  return { accounts, setAccounts, loadAccounts, account, rows, isPending, load };
}
