import type { DomainModule } from '../../platform/module.js';

// TODO(module file): routes and service are being written.
export const fileModule: DomainModule = () => {};
