// An address for the rows a test writes by hand (units, people): one shape for every test.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';

/** Inserts an address in São Paulo (or `cidade`) and answers its id. */
export async function inserirEndereco(db: Kysely<Database>, cidade = 'São Paulo'): Promise<number> {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values({ cep: '01310100', estado: 'SP', cidade, bairro: 'Centro', rua: 'Rua A', numero: '1' })
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}
