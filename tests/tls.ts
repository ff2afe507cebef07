// A throw-away self-signed certificate for localhost (openssl), for the HTTPS/HTTP/2 server
// of the bench and of the API tests.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const subject = ['-subj', '/CN=localhost', '-keyout', key, '-out', cert];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject],
    {
      stdio: 'ignore',
    },
  );
  return { cert, key };
}
