// The publisher's addresses: /coches-net?cuenta=N (the account on screen, kept for the way back)
// and the row edit /coches-net/{id}?cuenta=N.
export const PUBLISHER_PATH = '/coches-net';
export const ACCOUNT_PARAM = 'cuenta';
