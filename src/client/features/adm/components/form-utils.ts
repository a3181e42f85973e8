// A stored address as the address fields of the administration forms show it.
import type { EnderecoDetalhe } from '#client/features/adm/queries.ts';
import { type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';

/** A stored address as the address fields show it. */
export function enderecoDoServidor(e: EnderecoDetalhe | null): EnderecoForm {
  if (!e) return enderecoVazio;
  return {
    cep: mascarar('cep', e.cep),
    estado: e.estado,
    cidade: e.cidade,
    bairro: e.bairro,
    rua: e.rua,
    numero: e.numero,
  };
}
