import fs from 'node:fs/promises';
import path from 'node:path';
import { maskMobile } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { now } from '../../platform/clock.js';

export type SmsMessage = { mobile: string; purpose: string; code: string; text: string };

/** Where SMS go. `outbox` (default) keeps them for evaluation; `http` posts to a real gateway. */
export type SmsProvider = { name: string; send(message: SmsMessage): Promise<void> };

type Log = { info(obj: object, msg: string): void };

/**
 * Outbox: every message is stored in sys_sms_message and appended as one JSON
 * line to DATA_DIR/sms-outbox.jsonl. The server log gets a line without the code.
 */
export function outboxProvider(db: Kysely<DB>, dataDir: string, log: Log): SmsProvider {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  return {
    name: 'outbox',
    async send(message) {
      const at = now();
      await db
        .insertInto('sys_sms_message')
        .values({ mobile: message.mobile, purpose: message.purpose, content: message.text, provider: 'outbox', created_at: at })
        .execute();
      const line = { mobile: message.mobile, purpose: message.purpose, code: message.code, text: message.text, at: new Date(at).toISOString() };
      await fs.mkdir(dataDir, { recursive: true });
      await fs.appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      log.info({ mobile: maskMobile(message.mobile), purpose: message.purpose }, 'sms queued in outbox');
    },
  };
}

/**
 * A real gateway behind the same interface: POST JSON {mobile, text} with a
 * bearer token. Vendors differ; an adapter for a given vendor replaces this body.
 */
export function httpGatewayProvider(url: string, token: string | undefined, log: Log): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ mobile: message.mobile, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      log.info({ mobile: maskMobile(message.mobile), purpose: message.purpose }, 'sms sent via gateway');
    },
  };
}

export function createSmsProvider(db: Kysely<DB>, config: Config, log: Log): SmsProvider {
  if (config.smsProvider === 'http' && config.smsGatewayUrl) return httpGatewayProvider(config.smsGatewayUrl, config.smsGatewayToken, log);
  return outboxProvider(db, config.dataDir, log);
}
