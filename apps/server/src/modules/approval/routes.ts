import type { DomainModule } from '../../platform/module.js';

// TODO(module approval): routes and service are being written.
export const approvalModule: DomainModule = () => {};
