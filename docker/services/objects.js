// The compose stack's object store: s3rver (the S3 protocol, each request's signature checked)
// with the access key and secret from the environment or files, instead of its built-in
// S3RVER/S3RVER, and the portal's bucket made at start. Files live in /data (a volume).
'use strict';
const fs = require('node:fs');
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const setting = (name) => {
  const file = process.env[`${name}_FILE`];
  const value = file ? fs.readFileSync(file, 'utf8').trim() : process.env[name];
  if (!value) throw new Error(`set ${name} (or ${name}_FILE)`);
  return value;
};

const accessKey = setting('S3_ACCESS_KEY');
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(accessKey, setting('S3_SECRET_KEY'));

const server = new S3rver({
  address: '0.0.0.0',
  port: 9000,
  silent: true,
  directory: '/data',
  // Path-style addresses only (http://objects:9000/<bucket>/<key>): a host name is not a bucket.
  vhostBuckets: false,
  configureBuckets: [{ name: setting('S3_BUCKET'), configs: [] }],
});
server.run().then(
  () => console.log(JSON.stringify({ msg: 'object store listening on :9000', accessKey })),
  (error) => {
    console.error(JSON.stringify({ msg: 'object store failed to start', error: error.message }));
    process.exit(1);
  },
);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
