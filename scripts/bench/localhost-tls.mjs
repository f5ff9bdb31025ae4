// @ts-check
// The bench's stack serves its pages over HTTPS with HTTP/2, as production's TLS edge does (ADR
// 014), with a certificate for localhost made for the run. The bench's Node process and its
// Chromium trust that certificate and nothing else new: Node by adding it to its default CAs,
// Chromium by its public key's hash (--ignore-certificate-errors-spki-list, which Chromium honours
// only with a profile directory of its own, as Playwright gives every browser it starts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { localhostCertificate } from '../static/localhost-certificate.mjs';

/**
 * @typedef {{ dir: string, cert: string, key: string, chromeArgs: string[] }} LocalhostTls
 *   the PEM files (in `dir`) and the flags a Chromium needs to trust them
 */

/** @returns {LocalhostTls} a new certificate, trusted in this process */
export function localhostTls() {
  // Node 22.19 and 24.5 have these (the toolchain's Node does); the types of Node 20 do not.
  const caStore = /** @type {typeof tls & { setDefaultCACertificates?: (certs: string[]) => void,
    getCACertificates?: (type: 'default') => string[] }} */ (tls);
  if (!caStore.setDefaultCACertificates || !caStore.getCACertificates)
    throw new Error(`the bench needs Node 22.19 or 24.5 or later (this is ${process.version})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-tls-'));
  const { cert, key, pem } = localhostCertificate(dir);
  caStore.setDefaultCACertificates([...caStore.getCACertificates('default'), pem]);
  const spki = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  const spkiHash = crypto.createHash('sha256').update(spki).digest('base64');
  return { dir, cert, key, chromeArgs: [`--ignore-certificate-errors-spki-list=${spkiHash}`] };
}
