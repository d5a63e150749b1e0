/** Epoch milliseconds. One function so tests and later modules agree on "now". */
export const now = (): number => Date.now();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
