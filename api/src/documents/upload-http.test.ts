// The upload over a real socket: a big body is streamed in, and an oversize one gets its 413
// while the client is still sending.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** POSTs the upload, writing the base64 in 64 KiB pieces as the socket takes them. */
function send(
  token: string,
  file: Buffer,
  declareLength: boolean,
): Promise<{ status: number; body: string }> {
  const head = Buffer.from(
    '{"opportunityId":"D1009","rentrollfilename":"big.pdf","rentrollfiledata":"',
  );
  const data = Buffer.from(file.toString('base64'));
  const tail = Buffer.from('"}');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/lima/api/deals/uploaddocument',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(declareLength
            ? { 'content-length': String(head.length + data.length + tail.length) }
            : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before everything is written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    let offset = 0;
    const pump = () => {
      if (offset === 0 && !req.write(head)) return void req.once('drain', pump);
      while (offset < data.length) {
        const piece = data.subarray(offset, offset + 65_536);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

describe('deals/uploaddocument over HTTP', () => {
  // That the file is never held whole is pinned by the unit tests of the parts (the parser hands
  // the base64 over per write and keeps none of it; the decoder keeps under 4 characters).
  it('streams a 15 MB file in pieces as the socket delivers them', async () => {
    const token = await t.login('borrower@demo.test');
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(15 * 1024 * 1024)]);
    const response = await send(token, file, false);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).url).toMatch(/download\?token=/);
  });

  it('answers 413 for a 21 MB file, with or without Content-Length', async () => {
    const token = await t.login('borrower@demo.test');
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(21 * 1024 * 1024)]);
    for (const declared of [true, false]) {
      const response = await send(token, file, declared);
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body).message).toBe('File size too large. Max file size is 20MB');
    }
  });
});
