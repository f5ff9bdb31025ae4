#!/usr/bin/env node
// @ts-check
// Renders each kustomization it is given (`kubectl kustomize`, offline) and checks every object:
// against the Kubernetes API's schemas (kubernetes-models' validators, no cluster needed), then
// against what the portal's topology promises (ADR 018): workloads with probes, non-root, requests
// and limits, pinned images, at least two replicas or an autoscaler, a disruption budget each; the
// migration Job; no secret values; TLS at the Ingress. Prints one line per problem; exit 1 if any.
//
//   node scripts/kubernetes/validate.mjs deploy/kubernetes/base deploy/kubernetes/overlays/demo
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';

/** @typedef {Record<string, any>} K8sObject a rendered object, as parsed */

/** The models of the kinds the manifests may hold, by apiVersion and kind. */
const MODELS = /** @type {Record<string, new (data: any) => { validate(): void }>} */ ({
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'batch/v1/CronJob': CronJob,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
});

/** A demonstration's stand-in for a service the lender runs itself: one replica is enough. */
const STAND_IN = 'lender-portal/stand-in';

/** @param {string} dir @returns {K8sObject[]} */
export function render(dir) {
  const text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(text).map((document) => document.toJS());
}

/** @param {K8sObject} object */
const nameOf = (object) => `${object.kind}/${object.metadata?.name}`;

/** @param {K8sObject} object @returns {K8sObject | undefined} the pod template's spec */
const podSpecOf = (object) =>
  object.kind === 'CronJob'
    ? object.spec?.jobTemplate?.spec?.template?.spec
    : object.spec?.template?.spec;

/** @param {string} image */
const pinned = (image) =>
  /@sha256:[0-9a-f]{64}$/.test(image) ||
  (/:[\w.-]+$/.test(image.split('/').pop() ?? '') && !image.endsWith(':latest'));

/**
 * Whether a label selector selects the labels.
 * @param {K8sObject | undefined} selector @param {Record<string, string>} labels
 */
const selects = (selector, labels) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

/**
 * Every problem of the rendered objects: schema errors, then the topology's rules.
 * @param {K8sObject[]} objects @returns {string[]}
 */
export function problems(objects) {
  /** @type {string[]} */
  const found = [];
  for (const object of objects) {
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!Model) {
      found.push(`${nameOf(object)}: no schema here for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      found.push(`${nameOf(object)}: ${/** @type {Error} */ (error).message}`);
    }
  }

  for (const secret of objects.filter((object) => object.kind === 'Secret'))
    if (secret.data || secret.stringData)
      found.push(`${nameOf(secret)}: holds values; secrets are referenced, made by the operator`);

  const workloads = objects.filter((object) => ['Deployment', 'StatefulSet'].includes(object.kind));
  const autoscaled = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');
  const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget');
  for (const workload of workloads) {
    const name = nameOf(workload);
    const pod = podSpecOf(workload) ?? {};
    const standIn = workload.metadata?.annotations?.[STAND_IN] === 'true';
    if (!standIn) {
      const scaler = autoscaled.find(
        (hpa) =>
          hpa.spec?.scaleTargetRef?.kind === workload.kind &&
          hpa.spec?.scaleTargetRef?.name === workload.metadata?.name,
      );
      if ((workload.spec?.replicas ?? 1) < 2 && !(scaler && scaler.spec?.minReplicas >= 2))
        found.push(`${name}: fewer than 2 replicas and no autoscaler keeping 2`);
      const labels = workload.spec?.template?.metadata?.labels ?? {};
      if (!budgets.some((pdb) => selects(pdb.spec?.selector, labels)))
        found.push(`${name}: no PodDisruptionBudget selects its pods`);
    }
    for (const container of pod.containers ?? []) {
      const where = `${name} container ${container.name}`;
      if (!container.readinessProbe) found.push(`${where}: no readiness probe`);
      if (!container.livenessProbe) found.push(`${where}: no liveness probe`);
      if (!container.resources?.requests?.cpu || !container.resources?.requests?.memory)
        found.push(`${where}: no cpu and memory requests`);
      if (!container.resources?.limits?.memory) found.push(`${where}: no memory limit`);
      if (!pinned(container.image ?? ''))
        found.push(`${where}: image ${container.image} is not pinned`);
      const nonRoot = container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
      if (nonRoot !== true) found.push(`${where}: may run as root (runAsNonRoot)`);
    }
  }

  for (const job of objects.filter((object) => ['Job', 'CronJob'].includes(object.kind)))
    for (const container of podSpecOf(job)?.containers ?? []) {
      const nonRoot =
        container.securityContext?.runAsNonRoot ?? podSpecOf(job)?.securityContext?.runAsNonRoot;
      if (nonRoot !== true) found.push(`${nameOf(job)}: may run as root (runAsNonRoot)`);
      if (!pinned(container.image ?? ''))
        found.push(`${nameOf(job)}: image ${container.image} is not pinned`);
    }

  const api = workloads.find((object) => object.metadata?.name === 'lender-portal-api');
  if (!api) found.push('no Deployment lender-portal-api');
  else {
    const container = podSpecOf(api)?.containers?.[0] ?? {};
    if (container.readinessProbe?.httpGet?.path !== '/lima/api/health/ready')
      found.push('Deployment/lender-portal-api: readiness is not /lima/api/health/ready');
    if (container.livenessProbe?.httpGet?.path !== '/lima/api/health/live')
      found.push('Deployment/lender-portal-api: liveness is not /lima/api/health/live');
    if (!autoscaled.some((hpa) => hpa.spec?.scaleTargetRef?.name === 'lender-portal-api'))
      found.push('Deployment/lender-portal-api: no HorizontalPodAutoscaler');
  }
  const migrates = objects.some(
    (object) =>
      object.kind === 'Job' &&
      (podSpecOf(object)?.containers ?? []).some((/** @type {K8sObject} */ c) =>
        (c.command ?? []).join(' ').includes('migrate-cli'),
      ),
  );
  if (!migrates) found.push('no migration Job (node dist/db/migrate-cli.js)');
  for (const ingress of objects.filter((object) => object.kind === 'Ingress'))
    if (!(ingress.spec?.tls ?? []).length) found.push(`${nameOf(ingress)}: no TLS`);
  return found;
}

const dirs = process.argv.slice(2);
if (dirs.length > 0) {
  let failed = false;
  for (const dir of dirs) {
    let objects;
    try {
      objects = render(dir);
    } catch (error) {
      console.error(
        `${dir}: kubectl kustomize failed: ${/** @type {Error} */ (error).message.split('\n')[0]}`,
      );
      failed = true;
      continue;
    }
    const list = problems(objects);
    for (const problem of list) console.error(`${dir}: ${problem}`);
    if (list.length) failed = true;
    else
      console.log(
        `${dir}: ${objects.length} objects, each valid against its schema and the topology's rules`,
      );
  }
  process.exit(failed ? 1 : 0);
}
