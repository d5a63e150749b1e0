import dayjs from 'dayjs';

/**
 * Epoch milliseconds for tables: 2026-11-21 09:30, or with seconds for logs
 * (2026-11-21 09:30:05); an empty value shows a dash.
 */
export function formatTime(ms: number | null | undefined, precision: 'minute' | 'second' = 'minute'): string {
  if (!ms) return '—';
  return dayjs(ms).format(precision === 'second' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}
