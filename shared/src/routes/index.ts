export * from './fillPattern';
export * from './pagePaths';
export * from './pageLinks';
export * from './paths';
export * from './remotePages';
