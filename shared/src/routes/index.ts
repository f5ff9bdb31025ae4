export * from './paths';
export * from './remotePages';
