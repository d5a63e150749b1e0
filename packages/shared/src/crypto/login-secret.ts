import { bytesToBase64, oaepEncrypt, parseSpkiPem } from './rsa-oaep.js';

/**
 * The sign-in secret of issue 2: JSON {password, ts, nonce}, encrypted with
 * the server's public key (RSA-OAEP, SHA-256), base64. `ts` and the random
 * nonce let the server refuse old or replayed ciphertexts.
 */
export type SecretOptions = {
  now?: () => number;
  randomBytes?: (length: number) => Uint8Array;
};

const defaultRandomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

export function encryptLoginSecret(publicKeyPem: string, password: string, options: SecretOptions = {}): string {
  const randomBytes = options.randomBytes ?? defaultRandomBytes;
  const nonce = Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('');
  const plaintext = JSON.stringify({ password, ts: (options.now ?? Date.now)(), nonce });
  return bytesToBase64(oaepEncrypt(parseSpkiPem(publicKeyPem), new TextEncoder().encode(plaintext), randomBytes));
}
