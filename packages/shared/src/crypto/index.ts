export { encryptLoginSecret, type SecretOptions } from './login-secret.js';
export { sha256 } from './sha256.js';
