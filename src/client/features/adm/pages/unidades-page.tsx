// adm/adm_unidade: the unit list with the New button.

import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import type { UnidadeItem } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { ROTULO_TIPO_UNIDADE } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';

export default function UnidadesPage() {
  return (
    <ListaAdm<UnidadeItem>
      titulo={MSG_ADM.unidades}
      lista="unidades"
      id={(u) => u.id_unidade}
      nome={(u) => u.nome_unidade}
      colunas={[
        { titulo: MSG_ADM.tipoUnidade, valor: (u) => ROTULO_TIPO_UNIDADE[u.tipo] },
        { titulo: MSG_ADM.cidade, valor: (u) => (u.cidade ? `${u.cidade}/${u.estado}` : '') },
      ]}
      novo={paths.cadastroUnidade}
      editar={(u) => paths.editarUnidade(u.id_unidade)}
      urlExcluir={(id) => `/api/unidade/${id}`}
    />
  );
}
