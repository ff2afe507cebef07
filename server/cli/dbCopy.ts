// `npm run db:copy -- --from sqlite:./data --to postgres://usuario:clave@host:5432/base`:
// copies every collection of a data folder's SQLite database into PostgreSQL (server/db/
// copy.ts), with progress, and checks the counts at the end. Safe to re-run.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE } from '../db/index.js';
import { copySqliteToPostgres } from '../db/copy.js';

const USAGE =
  'Uso: npm run db:copy -- --from sqlite:<carpeta de datos> --to postgres://usuario:clave@host:5432/base';

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<number> {
  const from = argument('--from');
  const to = argument('--to');
  if (!from?.startsWith('sqlite:') || !to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(USAGE);
    return 2;
  }
  const folder = resolve(from.slice('sqlite:'.length));
  const file = join(folder, DATABASE_FILE);
  if (!existsSync(file)) {
    console.error(`No hay base de datos SQLite en ${file}`);
    return 2;
  }
  console.log(`Copiando ${file} → ${new URL(to).host}${new URL(to).pathname}`);
  let last = '';
  const report = await copySqliteToPostgres(file, to, ({ table, copied, total }) => {
    const line = `  ${table}: ${copied} de ${total}`;
    if (line !== last) console.log(line);
    last = line;
  });
  const short = report.filter((t) => t.target < t.source);
  for (const t of report) {
    const note = t.target > t.source ? ` (PostgreSQL ya tenía ${t.target - t.source} más)` : '';
    console.log(`${t.target >= t.source ? '✓' : '✗'} ${t.table}: ${t.source} → ${t.target}${note}`);
  }
  if (short.length) {
    console.error(`Faltan documentos en ${short.map((t) => t.table).join(', ')}`);
    return 1;
  }
  console.log(
    `Copia completa: ${report.length} colecciones. Arranque los servidores con DATABASE_URL, y con JWT_SECRET y SECRETS_KEY iguales a los ficheros jwt-secret y secrets-key de ${folder} (los campos cifrados se copian cifrados).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
