import type { DomainModule } from '../../platform/module.js';

// TODO(module log): routes and service are being written.
export const logModule: DomainModule = () => {};
