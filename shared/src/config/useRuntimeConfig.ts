import { useSyncExternalStore } from 'react';
import { getRuntimeConfig, subscribeRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

/** The runtime config in React; re-renders if the config is replaced. */
export const useRuntimeConfig = (): RuntimeConfig =>
  useSyncExternalStore(subscribeRuntimeConfig, getRuntimeConfig, getRuntimeConfig);
