// adm/adm_turmas: the class list with the New button.
// A class whose teacher is inactive is flagged: it needs a new teacher (decision 014).
import { Stack, Text } from '@mantine/core';
import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import { paths } from '#client/paths.ts';
import { ArmaBadge } from '#client/ui/arma-badge.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import type { TurmaLinhaAdm } from '#shared/schemas/turma.ts';

export default function TurmasPage() {
  return (
    <ListaAdm<TurmaLinhaAdm>
      titulo={MSG_ADM.turmas}
      lista="turmas"
      id={(t) => t.id_turma}
      nome={(t) => t.nome_turma}
      colunas={[
        { titulo: MSG_ESGRIMA.arma, valor: (t) => <ArmaBadge arma={t.arma} /> },
        { titulo: MSG_ADM.unidade, valor: (t) => t.nome_unidade },
        {
          titulo: MSG_ADM.professor,
          valor: (t) =>
            t.professor_inativo_desde ? (
              <Stack gap={2} align="flex-start">
                {t.nome_professor}
                <Text size="sm" fw={600} c="red.8">
                  {MSG_INATIVO.semProfessorAtivo}
                </Text>
              </Stack>
            ) : (
              t.nome_professor
            ),
        },
        { titulo: MSG_ADM.horario, valor: (t) => `${ROTULO_DIA[t.dia_semana]}, ${t.horario}` },
        { titulo: MSG_ADM.ocupacao, valor: (t) => `${t.qtd_alunos}/${t.qtd_maxima}` },
      ]}
      novo={paths.cadastroTurma}
      editar={(t) => paths.editarTurma(t.id_turma)}
      urlExcluir={(id) => `/api/turma/${id}`}
    />
  );
}
