// Third-party secrets at rest (the Wallapop accounts' FTP passwords): sealed with
// AES-256-GCM under the server's secrets key (SECRETS_KEY, or DATA_DIR/secrets-key generated
// on first start, config.ts). Text form: v1.<iv>.<tag>.<ciphertext>, each base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../config.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** A sealed value as stored in a document: an object, so no typed string can pass for one. */
export interface SealedValue {
  sealed: string;
}

export const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { sealed?: unknown }).sealed === 'string';

/** The 32 key bytes from SECRETS_KEY (base64 or base64url); a clear error otherwise. */
function secretsKeyBytes(key: string): Buffer {
  const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(key) ? Buffer.from(key, 'base64') : Buffer.alloc(0);
  if (bytes.length !== KEY_BYTES) {
    throw new ConfigError(
      'SECRETS_KEY debe ser una clave de 32 bytes en base64 (p. ej. `openssl rand -base64 32`)',
    );
  }
  return bytes;
}

export function sealSecret(plain: string, key: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretsKeyBytes(key), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain secret; throws when the text is not ours or the key is not the one that sealed it. */
export function openSecret(sealed: string, key: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    secretsKeyBytes(key),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
