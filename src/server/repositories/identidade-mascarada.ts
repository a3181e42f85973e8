// A CPF or RG sent back as a list masked it (#shared/schemas/fields.ts IdentidadeMascarada)
// means "the stored number, unchanged" when it matches the person's stored number masked
// the same way; any other mask, or a mask for a person not yet stored, is refused next to
// its field. Lists stay masked: the whole number never leaves the server for this.
import type { Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { mascararCpf, mascararRg } from '#shared/rules/mascara-documento.ts';
import type { IdentidadeMascarada } from '#shared/schemas/fields.ts';

type Documento = string | IdentidadeMascarada;

export type IdentidadeRecusada = 'cpf_mascarado' | 'rg_mascarado';

/** The mask's places only (digits and asterisks): the form compared, whatever punctuation came. */
const lugares = (v: string | null) => (v === null ? null : v.replace(/[^\d*]/g, ''));

/** True when a value carries a mask to resolve. */
const mascarado = (v: Documento): v is IdentidadeMascarada => typeof v !== 'string';

/**
 * The numbers to store for person `id_pessoa` (null: a new person): digits stay as sent, a
 * mask becomes the stored number when it matches it.
 */
export async function resolverIdentidade(
  db: Executor,
  id_pessoa: number | null,
  docs: { cpf_pessoa: Documento; rg_pessoa: Documento },
): Promise<Resultado<{ cpf_pessoa: string; rg_pessoa: string }, IdentidadeRecusada>> {
  const { cpf_pessoa, rg_pessoa } = docs;
  if (!mascarado(cpf_pessoa) && !mascarado(rg_pessoa)) return ok({ cpf_pessoa, rg_pessoa });
  const guardado =
    id_pessoa === null
      ? undefined
      : await db
          .selectFrom('pessoa')
          .select(['cpf_pessoa', 'rg_pessoa'])
          .where('id_pessoa', '=', id_pessoa)
          .executeTakeFirst();
  let cpf: string;
  if (mascarado(cpf_pessoa)) {
    const atual = guardado?.cpf_pessoa ?? null;
    if (atual === null || lugares(mascararCpf(atual)) !== cpf_pessoa.mascara) return falha('cpf_mascarado');
    cpf = atual;
  } else cpf = cpf_pessoa;
  let rg: string;
  if (mascarado(rg_pessoa)) {
    const atual = guardado?.rg_pessoa ?? null;
    if (atual === null || lugares(mascararRg(atual)) !== rg_pessoa.mascara) return falha('rg_mascarado');
    rg = atual;
  } else rg = rg_pessoa;
  return ok({ cpf_pessoa: cpf, rg_pessoa: rg });
}
