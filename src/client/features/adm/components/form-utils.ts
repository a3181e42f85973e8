// Helpers of the administration forms: a stored address as the address fields
// show it, and the save with the product's popups. Field errors come from
// #client/ui/errors.ts, like every form's.
import type { EnderecoDetalhe } from '#client/features/adm/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { type Erros, errosDaApi } from '#client/ui/errors.ts';
import { mascarar } from '#client/ui/masked-input.tsx';
import { MSG } from '#shared/messages.ts';
import { MSG_ADM } from '#shared/messages-adm.ts';

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

/**
 * Saves already-validated form data: the Sucesso!!! popup, then `depois`;
 * a refusal marks the fields the server names and shows its message.
 */
export async function salvarComAviso<T>(
  salvar: (data: T) => Promise<unknown>,
  data: T,
  setErros: (erros: Erros) => void,
  depois: () => void,
) {
  setErros({});
  try {
    await salvar(data);
    await alerta({ title: MSG.sucessoAdm, icon: 'success' });
    depois();
  } catch (err) {
    setErros(errosDaApi(err));
    await alertaErro(err, MSG_ADM.erroSalvar);
  }
}
