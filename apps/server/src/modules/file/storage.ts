import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES, TextScanner } from './sniff.js';

/**
 * Where files live: DATA_DIR/files/<first 2 hex of id>/<id>. The id is 32
 * random hex characters made here; nothing from the request (name, field,
 * type) ever becomes part of a path.
 */
export type FileStore = ReturnType<typeof createFileStore>;

const ID_PATTERN = /^[0-9a-f]{32}$/;

export function newFileId(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** What streaming an upload to disk learnt about it. */
export type ReceivedFile = {
  tempPath: string;
  size: number;
  sha256: string;
  /** The first bytes, for the magic-number sniffer. */
  head: Buffer;
  text: TextScanner;
};

export function createFileStore(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const tmpDir = path.join(root, 'tmp');

  return {
    /** Storage key of an id, relative to the files root. */
    keyOf(id: string): string {
      if (!ID_PATTERN.test(id)) throw new Error(`invalid file id: ${id}`);
      return `${id.slice(0, 2)}/${id}`;
    },

    pathOf(storageKey: string): string {
      const full = path.join(root, storageKey);
      // Keys are ours, but a row edited by hand must still not point outside the store.
      if (!full.startsWith(root + path.sep)) throw new Error(`storage key outside store: ${storageKey}`);
      return full;
    },

    /**
     * Streams an upload to a temp file (same file system as the store, so the
     * final move is an atomic rename) while hashing it, counting its size and
     * keeping its first bytes. On any failure the temp file is removed.
     */
    async receive(source: Readable): Promise<ReceivedFile> {
      await fs.promises.mkdir(tmpDir, { recursive: true });
      const tempPath = path.join(tmpDir, `${newFileId()}.part`);
      const hash = crypto.createHash('sha256');
      const text = new TextScanner();
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          text.push(chunk);
          size += chunk.length;
          if (headLength < SNIFF_BYTES) {
            headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
            headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, inspect, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await removeQuietly(tempPath);
        throw error;
      }
      return { tempPath, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks), text };
    },

    /** Moves a checked temp file to its place under the store. */
    async commit(tempPath: string, storageKey: string): Promise<string> {
      const target = this.pathOf(storageKey);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tempPath, target);
      return target;
    },

    remove: removeQuietly,
  };
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true }).catch(() => undefined);
}
