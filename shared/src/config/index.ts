export * from './runtimeConfig';
export * from './parseRuntimeConfig';
export * from './useRuntimeConfig';
export * from './constants';
export * from './options';
