// The one address this server writes into what it makes for others to fetch from (the photo
// addresses of the marketplace feeds and of the WordPress export): PUBLIC_URL, else the address
// the server was started on, as printed at start. Never the Host (or X-Forwarded-Host) of a
// request: anyone can send any Host, and a file generated at their request would then send
// marketplaces and WordPress to their site.
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';

/** 'http://localhost:8080' (https with TLS): what the server prints once it listens. */
export const startedAddress = (config: Pick<Config, 'tlsCertFile'>, port: number): string =>
  `${config.tlsCertFile ? 'https' : 'http'}://localhost:${port}`;

/**
 * PUBLIC_URL, else the started address: the port the server listens on (PORT=0 picks a free
 * one), or the configured port before it listens.
 */
export function publicOrigin(
  config: Pick<Config, 'publicUrl' | 'tlsCertFile' | 'port'>,
  server?: { address(): AddressInfo | string | null },
): string {
  if (config.publicUrl) return config.publicUrl;
  const address = server?.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  return startedAddress(config, port);
}

/**
 * publicOrigin of a server, worked out once it is known for good (PUBLIC_URL, or the server
 * listening): the feeds ask for it once per listing.
 */
export function publicOriginOf(
  config: Pick<Config, 'publicUrl' | 'tlsCertFile' | 'port'>,
  server: { address(): AddressInfo | string | null; listening: boolean },
): () => string {
  let known: string | undefined;
  return () => {
    if (known !== undefined) return known;
    const origin = publicOrigin(config, server);
    if (config.publicUrl || server.listening) known = origin;
    return origin;
  };
}
