/** Display names of uploaded files and the download header that carries them. */

const MAX_NAME_CHARS = 200;
// C0/C1 controls, and bidi/zero-width marks that can disguise an extension (名称‮fdp.exe).
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The client's file name, kept for display only: path parts and control
 * characters removed, at most 200 characters (the extension survives the cut).
 */
export function sanitizeFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(UNSAFE_CHARS, '').trim();
  const chars = Array.from(base);
  if (chars.length <= MAX_NAME_CHARS) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot >= 0 ? Array.from(base.slice(dot)) : [];
  if (ext.length >= 20) return chars.slice(0, MAX_NAME_CHARS).join('');
  return chars.slice(0, MAX_NAME_CHARS - ext.length).join('') + ext.join('');
}

/** Lower-case extension without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * RFC 6266: an ASCII fallback for old clients plus the exact UTF-8 name in
 * filename* (RFC 5987), so Chinese names survive the download.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
