export * from './runtimeConfig';
export * from './useRuntimeConfig';
