import type { SWRConfiguration } from 'swr';
import { http } from './client';

/** Slow connections get longer patience (spec §9). */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.saveData || (connection?.effectiveType && ['slow-2g', '2g', '3g'].includes(connection.effectiveType)));
}

/** Spec §9: no refetch on focus, dedupe 2 s, error retry 5 s (10 s slow), loading-slow 3 s (5 s slow). */
export function swrOptions(slow = isSlowConnection()): SWRConfiguration {
  return {
    revalidateOnFocus: false,
    dedupingInterval: 2000,
    errorRetryInterval: slow ? 10_000 : 5000,
    loadingTimeout: slow ? 5000 : 3000,
    errorRetryCount: 3,
    // SWR keys are [url, body]: POST lists as the spec's calls are.
    fetcher: ([url, body]: [string, Record<string, unknown> | undefined]) => http.post(url, body),
  };
}

/** Search inputs wait this long after typing (spec §9). */
export const DEBOUNCE_MS = 200;
