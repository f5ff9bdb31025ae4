// Apart from fields.ts (valibot schemas built at load): the core's formatting needs only this, and
// importing it from there put valibot on every first load.

/** Keeps the digits of a string: '(555) 123-4567' -> '5551234567'. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
