/**
 * Form encoding with array brackets (spec §7): {a: [1, 2], b: {c: 1}} →
 * `a[]=1&a[]=2&b[c]=1`; arrays of objects get indexes (`steps[0][name]=…`).
 * undefined and null are left out, as a form would.
 */
export function formEncode(data: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const nested = value.some((item) => item !== null && typeof item === 'object');
      value.forEach((item, index) => add(nested ? `${key}[${index}]` : `${key}[]`, item));
      return;
    }
    if (value instanceof Date) return add(key, value.getTime());
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${k}]`, v);
      return;
    }
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return pairs.join('&');
}
