import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptLoginSecret, sha256 } from '../src/index.js';

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const decrypt = (b64: string) =>
  crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64')).toString();

describe('sha256', () => {
  it('matches node:crypto for empty, short, block-boundary and long inputs', () => {
    for (const length of [0, 3, 55, 56, 63, 64, 65, 1000]) {
      const input = crypto.randomBytes(length);
      expect(Buffer.from(sha256(input)).toString('hex')).toBe(crypto.createHash('sha256').update(input).digest('hex'));
    }
    expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('encryptLoginSecret (RSA-OAEP/SHA-256)', () => {
  it('produces ciphertexts Node decrypts to {password, ts, nonce}', () => {
    const cipher = encryptLoginSecret(publicPem, '密码Pass#2026', { now: () => 1_700_000_000_000 });
    const secret = JSON.parse(decrypt(cipher));
    expect(secret).toEqual({ password: '密码Pass#2026', ts: 1_700_000_000_000, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
  });

  it('is randomised: the same password never encrypts the same way twice', () => {
    const a = encryptLoginSecret(publicPem, 'same-password');
    const b = encryptLoginSecret(publicPem, 'same-password');
    expect(a).not.toBe(b);
    expect(JSON.parse(decrypt(a)).nonce).not.toBe(JSON.parse(decrypt(b)).nonce);
  });

  it('works with 3072-bit keys and refuses messages too long for the key', () => {
    const big = crypto.generateKeyPairSync('rsa', { modulusLength: 3072 });
    const pem = big.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const cipher = encryptLoginSecret(pem, 'x'.repeat(64));
    const plain = crypto.privateDecrypt({ key: big.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipher, 'base64')).toString();
    expect(JSON.parse(plain).password).toBe('x'.repeat(64));
    expect(() => encryptLoginSecret(publicPem, 'x'.repeat(300))).toThrow(/too long/);
  });

  it('refuses a key that is not an RSA SPKI public key', () => {
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => encryptLoginSecret(ec, 'secret')).toThrow();
    expect(() => encryptLoginSecret('not a key', 'secret')).toThrow();
  });
});
