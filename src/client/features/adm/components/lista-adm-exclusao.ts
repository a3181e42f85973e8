// Deleting from an administration list: the confirmation (or, when the item has a
// warning, the choice between Excluir and the gentler way), the delete through its
// DELETE route, then the server's success message or the error.
import { useExcluir } from '#client/features/adm/queries.ts';
import { alerta, alertaErro, confirmar, escolher } from '#client/ui/alerts.tsx';
import { MSG_ADM } from '#shared/messages/adm.ts';

export interface Exclusao<T> {
  id: (item: T) => number;
  nome: (item: T) => string;
  urlExcluir: (id: number) => string;
  textoConfirmacao?: (nome: string) => string;
  /** Before a delete: a warning that replaces the confirmation's text (null: none). */
  avisoExclusao?: (item: T) => Promise<string | null>;
  /** With a warning, the gentler way offered beside Excluir (a student's Desativar). */
  alternativa?: { rotulo: string; acao: (item: T) => void };
}

/** The function that runs the whole delete of one item. */
export function useExclusao<T>({
  id,
  nome,
  urlExcluir,
  textoConfirmacao = MSG_ADM.desejaExcluir,
  avisoExclusao,
  alternativa,
}: Exclusao<T>) {
  const excluir = useExcluir(urlExcluir);

  async function onExcluir(item: T) {
    const aviso = avisoExclusao ? await avisoExclusao(item).catch(() => null) : null;
    if (aviso && alternativa) {
      const escolha = await escolher({
        title: MSG_ADM.confirmarExclusao,
        text: aviso,
        confirmLabel: MSG_ADM.excluir,
        alternativaLabel: alternativa.rotulo,
      });
      if (escolha === 'alternativa') alternativa.acao(item);
      if (escolha === 'confirmar') await excluirItem(item);
      return;
    }
    const ok = await confirmar({
      title: MSG_ADM.confirmarExclusao,
      text: textoConfirmacao(nome(item)),
      confirmLabel: MSG_ADM.excluir,
    });
    if (ok) await excluirItem(item);
  }

  async function excluirItem(item: T) {
    try {
      const res = await excluir.mutateAsync(id(item));
      // The list refetches the same cursor; a page emptied past the end comes back as the last page.
      await alerta({ title: res.message, icon: 'success' });
    } catch (e) {
      await alertaErro(e, MSG_ADM.erroExcluir);
    }
  }

  return onExcluir;
}
