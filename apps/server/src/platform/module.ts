import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { LoginKey } from '../modules/auth/login-key.js';
import type { Route } from './routes.js';

/** What every domain module gets to build its services and declare its routes. */
export type ModuleDeps = {
  db: Kysely<DB>;
  config: Config;
  loginKey: LoginKey;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

/** A domain module: one folder under modules/, registered in app.ts. */
export type DomainModule = (route: Route, deps: ModuleDeps) => void;
