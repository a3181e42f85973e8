// The HTTP answers of the reasons several administration repositories give.
import type { PessoaRepetida } from '#server/features/adm/repository.ts';
import { badRequest, conflict, type HttpError } from '#server/http-error.ts';
import type { IdentidadeRecusada } from '#server/repositories/identidade-mascarada.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';

/** 409 beside the field another person holds: the CPF (decision 013) or the login e-mail. */
export function pessoaRepetida(motivo: PessoaRepetida): HttpError {
  return motivo === 'cpf_de_outra_pessoa'
    ? conflict(MSG_ADM.cpfDeOutraPessoa, { campos: { cpf_pessoa: MSG_ADM.cpfDeOutraPessoa } })
    : conflict(MSG_ADM.emailEmUso, { campos: { email_pessoa: MSG_ADM.emailEmUso } });
}

/** 400 beside `id_endereco`: no address has that id. */
export const enderecoInexistente = (): HttpError =>
  badRequest(MSG_ADM.enderecoNaoEncontrado, { campos: { id_endereco: MSG_ADM.enderecoNaoEncontrado } });

/** 400 beside the CPF or RG sent masked that is not the stored number's mask. */
export const documentoMascarado = (motivo: IdentidadeRecusada): HttpError => {
  const [campo, msg] =
    motivo === 'cpf_mascarado'
      ? ['cpf_pessoa', MSG_PRIVACIDADE.cpfMascaradoNaoConfere]
      : ['rg_pessoa', MSG_PRIVACIDADE.rgMascaradoNaoConfere];
  return badRequest(msg, { campos: { [campo]: msg } });
};
