// Where the suites' stack runs (ports 4000-4100, so a running `npm start` is untouched).
export const PORT_OFFSET = 1000;
export const BASE_URL = `http://localhost:${3000 + PORT_OFFSET}`;
export const PAYMENT_URL = 'https://pay.lender.example/loans';
