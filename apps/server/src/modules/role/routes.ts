import type { DomainModule } from '../../platform/module.js';

// TODO(module role): routes and service are being written.
export const roleModule: DomainModule = () => {};
