export * from './idcard.js';
export * from './file-size.js';
export * from './money.js';
export * from './credit-code.js';
