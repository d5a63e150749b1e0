import { encryptLoginSecret } from '@tenderdesk/shared';
import { bootConfig } from '../boot';

/**
 * Encrypts a password for the server (RSA-OAEP over {password, ts, nonce}).
 * Spec §8: a failure logs 加密失败 and yields an empty string, which the
 * server then refuses with a clear message.
 */
export function encryptPassword(password: string, publicKey = bootConfig().publicKey): string {
  try {
    return encryptLoginSecret(publicKey, password);
  } catch {
    console.error('加密失败');
    return '';
  }
}
