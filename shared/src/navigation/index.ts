export * from './router';
export * from './navRefresh';
export * from './pageEntered';
export * from './pageTitleDetail';
