export * from './fillPattern';
export * from './ownPaths';
export * from './pageLinks';
export * from './paths';
export * from './remotePages';
