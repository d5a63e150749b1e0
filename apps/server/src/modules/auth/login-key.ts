import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from '../../platform/errors.js';

/**
 * The RSA key that protects login secrets in transit (issue 2). Taken from
 * LOGIN_RSA_PRIVATE_KEY when set (several servers share one key), otherwise
 * generated once into DATA_DIR with mode 0600.
 */
export type LoginKey = {
  publicKeyPem: string;
  /** RSA-OAEP/SHA-256 only: PKCS#1 v1.5 ciphertexts fail to decode and are refused. */
  decrypt(base64Ciphertext: string): string;
};

const KEY_FILE = 'login-rsa-private.pem';

export function loadLoginKey(options: { pem: string | undefined; dataDir: string }): LoginKey {
  const privateKey = crypto.createPrivateKey(options.pem ?? readOrCreatePem(options.dataDir));
  const details = privateKey.asymmetricKeyDetails;
  if (privateKey.asymmetricKeyType !== 'rsa' || (details?.modulusLength ?? 0) < 2048) {
    throw new Error('LOGIN_RSA_PRIVATE_KEY 必须是 2048 位或更长的 RSA 私钥');
  }
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return {
    publicKeyPem,
    decrypt(base64Ciphertext) {
      const buffer = Buffer.from(base64Ciphertext, 'base64');
      try {
        return crypto
          .privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, buffer)
          .toString('utf8');
      } catch {
        throw badRequest('密文无法解密，请刷新页面后重试');
      }
    },
  };
}

function readOrCreatePem(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(dataDir, { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // 'wx' fails if another process created it first; then use theirs.
  try {
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    return pem;
  } catch {
    return fs.readFileSync(file, 'utf8');
  }
}
