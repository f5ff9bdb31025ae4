// @ts-check
// A self-signed certificate for localhost and 127.0.0.1, for a server this machine runs over
// HTTPS (the bench's stack, ADR 014), made with OpenSSL (Debian's `openssl`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `cert.pem` and `key.pem` (EC P-256, valid for two days) into `dir`.
 * @param {string} dir
 * @returns {{ cert: string, key: string, pem: string }} the files, and the certificate's PEM
 */
export function localhostCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
        ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    throw new Error('making a certificate for localhost needs OpenSSL (apt-get install openssl)', {
      cause: error,
    });
  }
  return { cert, key, pem: fs.readFileSync(cert, 'utf8') };
}
