import { sha256 } from './sha256.js';

/**
 * RSA-OAEP with SHA-256 (RFC 8017 §7.1.1, MGF1-SHA-256, empty label) for the
 * sign-in secret. Pure TypeScript with BigInt: it must work over plain http,
 * where the browser withholds WebCrypto. Only encryption with a public key
 * is needed here; the server decrypts with Node's crypto.
 */
export type RsaPublicKey = { n: bigint; e: bigint; size: number };

const HASH_LENGTH = 32;

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Minimal DER reader: enough for SubjectPublicKeyInfo { algorithm, BIT STRING { SEQUENCE { n, e } } }. */
function readTlv(bytes: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = bytes[offset]!;
  let length = bytes[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  if (start + length > bytes.length) throw new Error('DER length out of range');
  return { tag, start, end: start + length };
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

export function parseSpkiPem(pem: string): RsaPublicKey {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const der = base64ToBytes(body);
  const spki = readTlv(der, 0);
  const algorithm = readTlv(der, spki.start);
  const bitString = readTlv(der, algorithm.end);
  if (spki.tag !== 0x30 || algorithm.tag !== 0x30 || bitString.tag !== 0x03) throw new Error('not an SPKI public key');
  const rsaKey = readTlv(der, bitString.start + 1); // skip the "unused bits" byte
  const modulus = readTlv(der, rsaKey.start);
  const exponent = readTlv(der, modulus.end);
  if (modulus.tag !== 0x02 || exponent.tag !== 0x02) throw new Error('not an RSA public key');
  let modulusBytes = der.subarray(modulus.start, modulus.end);
  while (modulusBytes[0] === 0) modulusBytes = modulusBytes.subarray(1);
  return { n: bytesToBigInt(modulusBytes), e: bytesToBigInt(der.subarray(exponent.start, exponent.end)), size: modulusBytes.length };
}

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const block = new Uint8Array(seed.length + 4);
  block.set(seed);
  for (let counter = 0, offset = 0; offset < length; counter++, offset += HASH_LENGTH) {
    new DataView(block.buffer).setUint32(seed.length, counter);
    out.set(sha256(block).subarray(0, Math.min(HASH_LENGTH, length - offset)), offset);
  }
  return out;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function oaepEncrypt(key: RsaPublicKey, message: Uint8Array, randomBytes: (length: number) => Uint8Array): Uint8Array {
  const k = key.size;
  if (message.length > k - 2 * HASH_LENGTH - 2) throw new Error('message too long for the key');
  const db = new Uint8Array(k - HASH_LENGTH - 1);
  db.set(sha256(new Uint8Array(0)));
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const seed = randomBytes(HASH_LENGTH);
  const maskedDb = db.map((byte, i) => byte ^ mgf1(seed, db.length)[i]!);
  const seedMask = mgf1(maskedDb, HASH_LENGTH);
  const maskedSeed = seed.map((byte, i) => byte ^ seedMask[i]!);
  const encoded = new Uint8Array(k);
  encoded.set(maskedSeed, 1);
  encoded.set(maskedDb, 1 + HASH_LENGTH);
  const cipher = modPow(bytesToBigInt(encoded), key.e, key.n);
  const out = new Uint8Array(k);
  let value = cipher;
  for (let i = k - 1; i >= 0; i--) {
    out[i] = Number(value & 0xffn);
    value >>= 8n;
  }
  return out;
}
