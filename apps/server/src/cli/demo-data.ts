import { loadConfig } from '../config.js';
import { bootstrap } from '../bootstrap.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadDemoOrganisation } from '../demo/org.js';

/**
 * `npm run demo-data`: loads the demo data set into the configured database
 * (same DATA_DIR / DATABASE_URL as the server) and prints the generated
 * passwords. Running it twice changes nothing.
 */
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  await bootstrap(database.db, config, (text) => process.stdout.write(`${text}\n`));
  const accounts = await loadDemoOrganisation(database.db, config.scryptCost);
  if (!accounts) {
    console.log('演示数据已存在，未做任何修改。');
  } else {
    console.log('已载入演示数据：部门 5 个，各默认角色用户如下（密码仅显示这一次）：\n');
    console.table(accounts.map((a) => ({ 手机号: a.mobile, 姓名: a.realName, 角色: a.roleName, 密码: a.password })));
  }
} finally {
  await database.close();
}
