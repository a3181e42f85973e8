// adm/adm_prof: the teacher list with the New button, the Ativos / Inativos / Todos
// filter and Desativar / Reativar (decision 014).
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import { paths } from '#client/paths.ts';
import type { Acao } from '#client/queries.ts';
import { mascarar } from '#client/ui/masked-input.tsx';
import { SituacaoDialog } from '#client/ui/situacao-dialog.tsx';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { ProfessorItemAdm } from '#shared/schemas/professor.ts';

export default function ProfessoresPage() {
  const [escolha, setEscolha] = useState<{ p: ProfessorItemAdm; acao: Acao } | null>(null);
  return (
    <>
      <SituacaoDialog
        pessoa="professores"
        acao={escolha?.acao ?? null}
        id={escolha?.p.id_professor ?? 0}
        nome={escolha?.p.nome_pessoa ?? ''}
        onClose={() => setEscolha(null)}
      />
      <ListaAdm<ProfessorItemAdm>
        titulo={MSG_ADM.professores}
        lista="professores"
        id={(p) => p.id_professor}
        nome={(p) => p.nome_pessoa}
        colunas={[
          { titulo: MSG_ADM.email, valor: (p) => p.email_pessoa },
          {
            titulo: MSG_ADM.telefone,
            valor: (p) => (p.telefone_pessoa ? mascarar('telefone', p.telefone_pessoa) : ''),
          },
          {
            titulo: MSG_ADM.acesso,
            valor: (p) => (
              <Group gap={4}>
                {p.adm === 1 ? (
                  <Text size="sm" fw={600}>
                    {MSG_ADM.administrador}
                  </Text>
                ) : (
                  <Text size="sm">{MSG_ADM.professor}</Text>
                )}
                {p.inativo_desde && (
                  <Text size="sm" fw={600}>
                    {MSG_INATIVO.inativoDesde(isoParaBr(p.inativo_desde))}
                  </Text>
                )}
              </Group>
            ),
          },
        ]}
        situacao="ativos"
        acoes={(p) => {
          const acao = p.inativo_desde ? MSG_INATIVO.reativar : MSG_INATIVO.desativar;
          return [
            {
              rotulo: acao,
              nome: `${acao} ${p.nome_pessoa}`,
              onClick: () => setEscolha({ p, acao: p.inativo_desde ? 'reativar' : 'desativar' }),
            },
          ];
        }}
        novo={paths.cadastroProfessor}
        editar={(p) => paths.editarProfessor(p.id_professor)}
        urlExcluir={(id) => `/api/professor/${id}`}
      />
    </>
  );
}
