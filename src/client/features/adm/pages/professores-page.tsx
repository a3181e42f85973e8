// adm/adm_prof: the teacher list with the New button.
import { Badge } from '@mantine/core';
import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import type { ProfessorItem } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { mascarar } from '#client/ui/masked-input.tsx';
import { MSG_ADM } from '#shared/messages.ts';

export default function ProfessoresPage() {
  return (
    <ListaAdm<ProfessorItem>
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
          valor: (p) =>
            p.adm === 1 ? (
              <Badge variant="light">{MSG_ADM.administrador}</Badge>
            ) : (
              <Badge variant="light" color="gray">
                {MSG_ADM.professor}
              </Badge>
            ),
        },
      ]}
      novo={paths.cadastroProfessor}
      editar={(p) => paths.editarProfessor(p.id_professor)}
      urlExcluir={(id) => `/api/professor/${id}`}
    />
  );
}
