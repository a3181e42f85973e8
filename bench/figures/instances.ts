// 1b/2c. Two instances (PostgreSQL only): a second server process on the same
// database and the same core, and the load generator dealing its connections out
// to both in turn. The roster read (against the bare baseline) and the attendance
// write (every acknowledged send checked in the database) as in figures 1 and 2.
// SQLite serves one process (decision 009), so there the figure only notes that.
import type { Context, Figure, Row } from './figure';
import { measureRoster } from './roster';
import { measureWrite } from './write';

async function run(ctx: Context): Promise<Row[]> {
  if (!ctx.postgres) {
    ctx.note('two instances: PostgreSQL only (SQLite serves one process, decision 009)');
    return [];
  }
  console.info('Duas instâncias: lista da turma e envio de chamadas...');
  const segunda = await ctx.startInstance();
  try {
    const servers = [{ base: ctx.base, pid: ctx.serverPid }, segunda];
    return [
      ...(await measureRoster(ctx, servers, ', 2 instances')),
      ...(await measureWrite(ctx, servers, ', 2 instances')),
    ];
  } finally {
    await segunda.stop();
  }
}

export const instances: Figure = { name: 'two instances', key: 'instances', run };
