export * from './router';
export * from './navRefresh';
