// `npm run user:add -- <email> <nombre> <apellidos> [teléfono]`: creates an account in the
// data folder (DATA_DIR), the way a deployment without demo data (SEED_DEMO=false) gets its
// first users. The password comes from NEW_USER_PASSWORD or is asked for (not echoed) and
// follows the password policy of src/domain/passwords.ts. An administrator is an e-mail of
// ADMIN_EMAILS.
import { createInterface } from 'node:readline';
import { passwordProblem } from '../../src/domain/passwords.js';
import { phoneProblem } from '../../src/domain/phone.js';
import { hashPassword } from '../auth/passwords.js';
import { ConfigError, loadConfig } from '../config.js';
import { USERS } from '../db/collections.js';
import { openDatabase } from '../db/index.js';

const USAGE = 'Uso: npm run user:add -- <email> <nombre> <apellidos> [teléfono]';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing of what is typed after the question.
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  let asked = false;
  output._writeToOutput = (s: string) => {
    if (!asked) process.stdout.write(s);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

async function main(): Promise<void> {
  const [emailArg, name, lastname, telephone = ''] = process.argv.slice(2);
  const email = emailArg?.trim().toLowerCase() ?? '';
  if (!EMAIL.test(email) || !name || !lastname) throw new ConfigError(USAGE);
  const badPhone = phoneProblem(telephone);
  if (badPhone) throw new ConfigError(`Teléfono: ${badPhone}`);
  const password =
    process.env.NEW_USER_PASSWORD ??
    (process.stdin.isTTY ? await askHidden(`Contraseña para ${email}: `) : '');
  const problem = passwordProblem(password, email);
  if (problem) throw new ConfigError(problem);

  const config = loadConfig();
  const db = openDatabase(config.dataDir, {
    secretsKey: config.secretsKey,
    databaseUrl: config.databaseUrl,
  });
  try {
    const users = db.collection(USERS);
    if (await users.findOne('email', email)) {
      throw new ConfigError(
        `Ya existe una cuenta con el correo ${email}: su contraseña se cambia desde 'Mi cuenta' o, para otra persona, desde Ajustes › Usuarios`,
      );
    }
    const user = await users.insert({
      email,
      name,
      lastname,
      telephone,
      passwordHash: await hashPassword(password),
    });
    const role = config.adminEmails.includes(email) ? 'administrador' : 'personal';
    console.log(`Cuenta creada: ${user.email} (${role}) en ${config.dataDir}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
