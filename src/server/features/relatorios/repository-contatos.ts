// A student's contacts: the guardians (1, 2 and the financial one when it is another
// person) and the student's own phone and e-mail. One statement for many students.
import type { Executor } from '#server/db/executor.ts';
import { alunoEResponsaveis } from '#server/repositories/aluno-e-responsaveis.ts';
import type { Contato } from '#shared/schemas/relatorios.ts';

/** Contacts per student id. `emails: false` (a teacher's view) leaves the e-mails out. */
export async function contatosDe(
  db: Executor,
  ids: number[],
  { emails }: { emails: boolean },
): Promise<Map<number, Contato[]>> {
  const out = new Map<number, Contato[]>();
  if (ids.length === 0) return out;
  const rows = await alunoEResponsaveis(db)
    .select([
      'a.id_aluno',
      'a.id_responsavel',
      'a.id_responsavel2',
      'a.id_responsavel_financeiro',
      'pa.nome_pessoa as a_nome',
      'pa.telefone_pessoa as a_tel',
      'pa.email_pessoa as a_email',
      'p1.nome_pessoa as r1_nome',
      'p1.telefone_pessoa as r1_tel',
      'p1.email_pessoa as r1_email',
      'p2.nome_pessoa as r2_nome',
      'p2.telefone_pessoa as r2_tel',
      'p2.email_pessoa as r2_email',
      'pf.nome_pessoa as rf_nome',
      'pf.telefone_pessoa as rf_tel',
      'pf.email_pessoa as rf_email',
    ])
    .where('a.id_aluno', 'in', ids)
    .execute();
  for (const r of rows) {
    const lista: Contato[] = [];
    const add = (
      papel: Contato['papel'],
      nome: string | null,
      telefone: string | null,
      email: string | null,
    ) => {
      if (nome === null) return;
      const e = emails ? email : null;
      if (papel === 'aluno' && telefone === null && e === null) return;
      lista.push({ papel, nome, telefone, email: e });
    };
    add('responsavel1', r.r1_nome, r.r1_tel, r.r1_email);
    add('responsavel2', r.r2_nome, r.r2_tel, r.r2_email);
    if (
      r.id_responsavel_financeiro !== r.id_responsavel &&
      r.id_responsavel_financeiro !== r.id_responsavel2
    ) {
      add('financeiro', r.rf_nome, r.rf_tel, r.rf_email);
    }
    add('aluno', r.a_nome, r.a_tel, r.a_email);
    out.set(r.id_aluno, lista);
  }
  return out;
}
