// Which Wallapop account shows a listing (one XML per Wallapop account; PUT /wallapop/{x}/{id}, GET
// /wallapop/{x}/drop). A listing carries the accountId it was moved to; one without (what 'Enviar'
// publishes) or naming an account that no longer exists belongs to the main account, the oldest
// one. Pure: shared by the API and its tests.

export interface AccountRef {
  accountId: string;
}

/** The accountId of the account whose feed holds the listing; undefined without accounts. */
export function accountOfListing(
  listing: { account?: unknown },
  /** Oldest first, as GET …/wallapop/accounts answers them. */
  accounts: readonly AccountRef[],
): string | undefined {
  const named = typeof listing.account === 'string' ? listing.account : undefined;
  if (named && accounts.some((a) => a.accountId === named)) return named;
  return accounts[0]?.accountId;
}

/** The listings of every account, in the accounts' order (each listing in exactly one). */
export function listingsByAccount<L extends { account?: unknown }>(
  listings: readonly L[],
  accounts: readonly AccountRef[],
): Map<string, L[]> {
  const byAccount = new Map<string, L[]>(accounts.map((a) => [a.accountId, []]));
  for (const listing of listings) {
    const account = accountOfListing(listing, accounts);
    if (account) byAccount.get(account)!.push(listing);
  }
  return byAccount;
}
