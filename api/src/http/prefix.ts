// The path every API route is under.
export const API_PREFIX = '/lima/api';
