import type { DomainModule } from '../../platform/module.js';

// TODO(module dept): routes and service are being written.
export const deptModule: DomainModule = () => {};
