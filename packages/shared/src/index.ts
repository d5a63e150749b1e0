export * from './permissions.js';
export * from './menus.js';
export * from './errors.js';
export * from './enums.js';
export * from './helpers/index.js';
export * from './schemas/index.js';
export * from './password-policy.js';
export * from './crypto/index.js';
