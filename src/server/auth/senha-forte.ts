// The password rule as the routes apply it: a password a person sets is refused with a
// 400 beside its field when the estimator finds it weak (#shared/rules/senha-forte.ts).
import { badRequest } from '#server/http-error.ts';
import { avaliarSenha, entradasDaPessoa } from '#shared/rules/senha-forte.ts';

/** Throws a 400 beside `campo` when `senha` is weak for the person named `nome` with `email`. */
export async function exigirSenhaForte(
  senha: string,
  pessoa: { nome: string | null | undefined; email: string | null | undefined },
  campo: string,
): Promise<void> {
  const r = await avaliarSenha(senha, entradasDaPessoa(pessoa.nome, pessoa.email));
  if (!r.aceita && r.explicacao) throw badRequest(r.explicacao, { campos: { [campo]: r.explicacao } });
}
