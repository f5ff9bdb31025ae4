// @ts-check
// jsdom lacks the fetch/streams/encoding globals that ky needs; lend it Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetch extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    /** @type {Record<string, unknown>} */
    const node = globalThis;
    /** @type {Record<string, unknown>} */
    const jsdom = this.global;
    for (const name of NODE_GLOBALS) {
      if (node[name] !== undefined) jsdom[name] = node[name];
    }
  }
}

module.exports = JsdomWithFetch;
