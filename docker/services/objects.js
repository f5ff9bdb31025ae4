// The compose stack's object store: s3rver (the S3 protocol, each request's signature checked)
// with the access key and secret from the environment or files, instead of its built-in
// S3RVER/S3RVER, and the portal's buckets made at start (S3_BUCKETS, comma-separated: uploaded
// files, the release store). Conditional writes (If-Match, If-None-Match) are honoured by a front
// (conditional-writes.js) on :9000; s3rver itself listens on loopback. Files live in /data (a
// volume). Reads without a signature are answered, as a bucket with a public-read policy does:
// the edges read the releases that way; nothing but the stack's own network reaches the store.
'use strict';
const fs = require('node:fs');
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
const { conditionalWrites } = require('./conditional-writes');

const setting = (name) => {
  const file = process.env[`${name}_FILE`];
  const value = file ? fs.readFileSync(file, 'utf8').trim() : process.env[name];
  if (!value) throw new Error(`set ${name} (or ${name}_FILE)`);
  return value;
};

const accessKey = setting('S3_ACCESS_KEY');
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(accessKey, setting('S3_SECRET_KEY'));

const INNER_PORT = 9001;
const server = new S3rver({
  address: '127.0.0.1',
  port: INNER_PORT,
  silent: true,
  directory: '/data',
  // Path-style addresses only (http://objects:9000/<bucket>/<key>): a host name is not a bucket.
  vhostBuckets: false,
  configureBuckets: setting('S3_BUCKETS')
    .split(',')
    .map((name) => ({ name: name.trim(), configs: [] })),
});
const front = conditionalWrites({ target: { host: '127.0.0.1', port: INNER_PORT } });
server.run().then(
  () =>
    front.listen(9000, '0.0.0.0', () =>
      console.log(JSON.stringify({ msg: 'object store listening on :9000', accessKey })),
    ),
  (error) => {
    console.error(JSON.stringify({ msg: 'object store failed to start', error: error.message }));
    process.exit(1);
  },
);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    front.close();
    void server.close().then(() => process.exit(0));
  });
