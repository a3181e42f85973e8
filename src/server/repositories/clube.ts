// The club's identity row (id 1), read by receipts, the public pages and the privacy notice.
import type { Executor } from '#server/db/executor.ts';
import type { Clube, ClubeInput } from '#shared/schemas/clube.ts';

const COLUNAS = [
  'nome',
  'cnpj',
  'email',
  'telefone',
  'cidade',
  'encarregado_nome',
  'encarregado_email',
] as const;

export async function lerClube(db: Executor): Promise<Clube> {
  return db.selectFrom('clube').select(COLUNAS).where('id_clube', '=', 1).executeTakeFirstOrThrow();
}

export async function gravarClube(db: Executor, dados: ClubeInput): Promise<Clube> {
  // A PUT replaces the whole record: a field left out is cleared.
  const linha = { ...dados, cidade: dados.cidade ?? null, encarregado_nome: dados.encarregado_nome ?? null };
  await db.updateTable('clube').set(linha).where('id_clube', '=', 1).execute();
  return lerClube(db);
}
