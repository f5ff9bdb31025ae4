// @ts-check
// The compose stack's object store, in-process for a test: s3rver behind the front that honours
// conditional writes (docker/services/conditional-writes.js), on free loopback ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);
const { conditionalWrites } = require('../../../docker/services/conditional-writes.js');

/**
 * Starts the stand-in with `bucket`; answers its RELEASE_STORE URL (under `prefix`) and a stop.
 * @param {{ bucket: string, prefix?: string }} options
 */
export async function startS3StandIn({ bucket, prefix = '' }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = /** @type {{ port: number }} */ (await server.run());
  const front = conditionalWrites({ target: { host: '127.0.0.1', port } });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(undefined)));
  const frontPort = /** @type {import('node:net').AddressInfo} */ (front.address()).port;
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${frontPort}/${bucket}${prefix ? `/${prefix}` : ''}`,
    async stop() {
      await new Promise((resolve) => front.close(() => resolve(undefined)));
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
