// Account types of spec §6, shared by the session store and the API (no React, no zustand).
// Every type other than the customer's is a broker type (broker menus and endpoints).

export const CUSTOMER_ACCOUNT_TYPE = 'CustomerAccount';
export const EMPLOYEE_ACCOUNT_TYPE = 'Employee';
