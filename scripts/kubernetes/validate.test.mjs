// @ts-check
// The Kubernetes manifests render offline and pass the API's schemas and the topology's rules
// (scripts/kubernetes/validate.mjs, ADR 018); a manifest breaking a rule is refused, saying which.
// Needs kubectl (Debian's package: `apt-get install -y kubectl`; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const validate = (/** @type {string[]} */ ...dirs) =>
  spawnSync(process.execPath, [path.join(__dirname, 'validate.mjs'), ...dirs], {
    cwd: ROOT,
    encoding: 'utf8',
  });

beforeAll(() => {
  if (spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status !== 0)
    throw new Error('kubectl is needed to render the manifests: apt-get install -y kubectl');
});

it('renders the base and the demo overlay, every object valid', () => {
  const run = validate('deploy/kubernetes/base', 'deploy/kubernetes/overlays/demo');
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/deploy\/kubernetes\/base: \d+ objects, each valid/);
  expect(run.stdout).toMatch(/deploy\/kubernetes\/overlays\/demo: \d+ objects, each valid/);
});

it('refuses a schema error, a secret value, a root or unprobed workload and a missing budget', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-k8s-'));
  try {
    fs.writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: [broken.yaml]\n');
    fs.writeFileSync(
      path.join(dir, 'broken.yaml'),
      `apiVersion: v1
kind: Secret
metadata: { name: leaked }
stringData: { JWT_SECRET: not-here }
---
apiVersion: apps/v1
kind: Deployment
metadata: { name: lender-portal-api }
spec:
  replicas: 1
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api } }
    spec:
      containers:
        - name: api
          image: lender-portal/api:latest
          ports: [{ containerPort: "3100" }]
`,
    );
    const run = validate(dir);
    expect(run.status).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .map((line) => line.slice(dir.length + 2));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Deployment/lender-portal-api: data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
        'Secret/leaked: holds values; secrets are referenced, made by the operator',
        'Deployment/lender-portal-api: fewer than 2 replicas and no autoscaler keeping 2',
        'Deployment/lender-portal-api: no PodDisruptionBudget selects its pods',
        'Deployment/lender-portal-api container api: no readiness probe',
        'Deployment/lender-portal-api container api: image lender-portal/api:latest is not pinned',
        'Deployment/lender-portal-api container api: may run as root (runAsNonRoot)',
        'no migration Job (node dist/db/migrate-cli.js)',
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
