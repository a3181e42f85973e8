// adm/adm_aluno: the student list (ID, name, edit, delete, count).
import { Badge } from '@mantine/core';
import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import type { AlunoItem } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { MSG_ADM } from '#shared/messages.ts';

const ROTULO_TIPO = { pagante: 'Pagante', naoPagante: 'Não pagante', escola: 'Escola' } as const;

export default function AlunosPage() {
  return (
    <ListaAdm<AlunoItem>
      titulo={MSG_ADM.alunos}
      lista="alunos"
      id={(a) => a.id_aluno}
      nome={(a) => a.nome_pessoa}
      link={(a) => paths.aluno(a.id_aluno)}
      colunas={[
        {
          titulo: MSG_ADM.tipoAluno,
          valor: (a) => (
            <Badge variant="light" color={a.tipo_aluno === 'escola' ? 'grape' : 'indigo'}>
              {ROTULO_TIPO[a.tipo_aluno]}
            </Badge>
          ),
        },
      ]}
      // The spec's list links /editar/aluno/{id_pessoa}, but the route and the
      // edit read (GET /api/aluno/allData/{id_aluno}) take the student id.
      editar={(a) => paths.editarAluno(a.id_aluno)}
      urlExcluir={(id) => `/api/aluno/${id}`}
      textoConfirmacao={MSG_ADM.desejaExcluirAluno}
    />
  );
}
