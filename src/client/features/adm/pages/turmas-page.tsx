// adm/adm_turmas: the class list with the New button.

import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import type { TurmaLinha } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages.ts';

export default function TurmasPage() {
  return (
    <ListaAdm<TurmaLinha>
      titulo={MSG_ADM.turmas}
      lista="turmas"
      id={(t) => t.id_turma}
      nome={(t) => t.nome_turma}
      colunas={[
        { titulo: MSG_ADM.unidade, valor: (t) => t.nome_unidade },
        { titulo: MSG_ADM.professor, valor: (t) => t.nome_professor },
        { titulo: MSG_ADM.horario, valor: (t) => `${ROTULO_DIA[t.dia_semana]}, ${t.horario}` },
        { titulo: MSG_ADM.ocupacao, valor: (t) => `${t.qtd_alunos}/${t.qtd_maxima}` },
      ]}
      novo={paths.cadastroTurma}
      editar={(t) => paths.editarTurma(t.id_turma)}
      urlExcluir={(id) => `/api/turma/${id}`}
    />
  );
}
