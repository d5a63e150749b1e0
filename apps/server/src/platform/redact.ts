/** Masks secrets that may ride in a URL (download links carry ?token=…). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|code)=)[^&#]*/gi, '$1[REDACTED]');
}
