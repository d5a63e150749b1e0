/**
 * Content checks for uploads (domain §9: type checked by content). A file is
 * accepted only when its extension is on the list below and its first bytes
 * are what that extension promises; the stored MIME type comes from this
 * table, never from the client, so nothing can be served as HTML or script.
 */

/** What the first bytes say a file is. */
export type ContentKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'zip' | 'ole' | 'rar' | '7z' | 'text';

type Rule = { kind: ContentKind; mime: string; label: string };

/** Allowed extensions: what their content must be, and the type we serve them with. */
const RULES: Record<string, Rule> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', label: 'PDF' },
  png: { kind: 'png', mime: 'image/png', label: 'PNG 图片' },
  jpg: { kind: 'jpeg', mime: 'image/jpeg', label: 'JPEG 图片' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg', label: 'JPEG 图片' },
  gif: { kind: 'gif', mime: 'image/gif', label: 'GIF 图片' },
  bmp: { kind: 'bmp', mime: 'image/bmp', label: 'BMP 图片' },
  webp: { kind: 'webp', mime: 'image/webp', label: 'WebP 图片' },
  // OOXML documents are zip containers; the container is what we can check cheaply.
  docx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word 文档' },
  xlsx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel 表格' },
  pptx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PowerPoint 演示文稿' },
  zip: { kind: 'zip', mime: 'application/zip', label: 'ZIP 压缩包' },
  doc: { kind: 'ole', mime: 'application/msword', label: 'Word 文档' },
  xls: { kind: 'ole', mime: 'application/vnd.ms-excel', label: 'Excel 表格' },
  rar: { kind: 'rar', mime: 'application/vnd.rar', label: 'RAR 压缩包' },
  '7z': { kind: '7z', mime: 'application/x-7z-compressed', label: '7z 压缩包' },
  txt: { kind: 'text', mime: 'text/plain; charset=utf-8', label: '文本文件' },
  csv: { kind: 'text', mime: 'text/csv; charset=utf-8', label: 'CSV 文件' },
};

export const allowedExtensions = Object.keys(RULES);

export function ruleForExtension(ext: string): Rule | undefined {
  return Object.hasOwn(RULES, ext) ? RULES[ext] : undefined;
}

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= at + sig.length && head.subarray(at, at + sig.length).equals(sig);
};

/** Bytes the sniffer needs from the start of a file. */
export const SNIFF_BYTES = 512;

/** Binary kinds from magic numbers; 'text' is decided by scanning the whole file (see TextScanner). */
export function sniffBinary(head: Buffer): Exclude<ContentKind, 'text'> | null {
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'BM') && head.length >= 26) return 'bmp';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  // Local file header, or the end-of-central-directory record of an empty archive.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]) || startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00])) return 'rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  return null;
}

/** Markup a browser would render; refused even inside a .txt or .csv. */
const MARKUP_START = /^\s*<(?:!doctype\s+html|html|head|body|script|iframe|svg|\?xml)\b/i;

/**
 * Decides, chunk by chunk, whether a stream is plain UTF-8 text: valid UTF-8
 * (a BOM is fine), no NUL bytes, and not starting with HTML/SVG/XML markup.
 */
export class TextScanner {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private ok = true;
  private start = '';

  push(chunk: Buffer): void {
    if (!this.ok) return;
    if (chunk.includes(0)) {
      this.ok = false;
      return;
    }
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      if (this.start.length < 256) this.start += text.slice(0, 256);
    } catch {
      this.ok = false;
    }
  }

  isText(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
    } catch {
      return false;
    }
    return !MARKUP_START.test(this.start);
  }
}
