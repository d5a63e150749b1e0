const KB = 1024;
const MB = 1024 * 1024;

/**
 * File size for display (spec §5): from 1 MB on, MB with 3 decimals;
 * below that, whole KB rounded UP so a non-empty file never shows '0 KB'.
 *   formatFileSize(0) -> '0 KB', formatFileSize(1) -> '1 KB', formatFileSize(1572864) -> '1.500 MB'
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`文件大小无效: ${String(bytes)}`);
  }
  // bytes / 2^20 is exact in binary, so toFixed rounds the true value half-up.
  if (bytes >= MB) return `${(bytes / MB).toFixed(3)} MB`;
  return `${Math.ceil(bytes / KB)} KB`;
}
