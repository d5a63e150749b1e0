import { createRequire } from 'node:module';

/**
 * Captures what the server's pino logger writes. pino's default destination
 * (sonic-boom on stdout) writes with fs.write / fs.writeSync on fd 1; while a
 * capture is active those writes land in memory instead of the terminal.
 * Start the app with `startTestApp(env, { logger: true })` and LOG_LEVEL set.
 */
const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');

export type LogCapture = { text(): string; lines(): Array<Record<string, unknown>>; stop(): void };

export function captureLogs(fd = process.stdout.fd ?? 1): LogCapture {
  const chunks: string[] = [];
  const originalWrite = fs.write;
  const originalWriteSync = fs.writeSync;
  const asText = (data: unknown) => (typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8'));

  (fs as any).writeSync = function (target: number, data: unknown, ...rest: unknown[]) {
    if (target !== fd) return (originalWriteSync as any).call(fs, target, data, ...rest);
    const text = asText(data);
    chunks.push(text);
    return Buffer.byteLength(text);
  };
  (fs as any).write = function (target: number, data: unknown, ...rest: unknown[]) {
    if (target !== fd) return (originalWrite as any).call(fs, target, data, ...rest);
    const text = asText(data);
    chunks.push(text);
    const callback = rest.find((arg) => typeof arg === 'function') as ((err: null, written: number) => void) | undefined;
    if (callback) process.nextTick(callback, null, Buffer.byteLength(text));
    return undefined;
  };

  return {
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim().startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop() {
      (fs as any).write = originalWrite;
      (fs as any).writeSync = originalWriteSync;
    },
  };
}
