/**
 * Creates the first state super admin (role 8) of a production installation, where no
 * demo accounts exist:
 *   CMIS_ADMIN_PASSWORD='...' npm run create-admin -- --userid state.admin --name "..." --phone 98XXXXXXXX
 * The password comes from the environment (never from the command line, which other users
 * of the machine can read) and must pass the spec 1 §5 password policy.
 */
import { parseArgs } from 'node:util';
import { mobileSchema, passwordSchema } from '@cmis/shared';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, withTransaction } from './db/client.js';
import { seed } from './db/seed/index.js';
import { countSuperAdmins, insertSuperAdmin } from './modules/users/create-admin.repo.js';
import { audit } from './platform/audit/audit.js';
import { hashPassword } from './platform/passwords.js';

const inputSchema = z.object({
  userid: z.string().trim().min(3, 'userid: at least 3 characters').max(50),
  name: z.string().trim().min(1, 'name is required').max(100),
  phone: mobileSchema,
  password: passwordSchema,
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      userid: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const parsed = inputSchema.safeParse({
    ...values,
    password: process.env.CMIS_ADMIN_PASSWORD ?? '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    console.error(
      'Usage: CMIS_ADMIN_PASSWORD=... npm run create-admin -- --userid ID --name NAME --phone 10DIGITS',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seed(database.db, { demo: false });
    if ((await countSuperAdmins(database.db)) > 0 && !values.force) {
      console.error(
        'A super admin exists already; add more from the application, or pass --force.',
      );
      process.exit(3);
    }
    const { password, ...rest } = parsed.data;
    const passwordHash = await hashPassword(password);
    const id = await withTransaction(database.db, async (tx) => {
      const newId = await insertSuperAdmin(tx, { ...rest, passwordHash });
      await audit(
        tx,
        { actor: null, ip: null },
        {
          entity: 'user',
          entityId: newId,
          action: 'create-admin',
          changes: { userid: rest.userid, role: '8' },
        },
      );
      return newId;
    });
    console.log(`Super admin ${rest.userid} created (id ${id}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
