// /editar/aluno/{id_aluno}: edit mode of the wizard, for administrators. Loads
// allData, pre-fills every step and saves with PUT /api/matricula/{id_aluno}.
import { Container, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { MatriculaWizard } from '#client/features/matricula/components/matricula-wizard.tsx';
import { formDe } from '#client/features/matricula/form.ts';
import { useAlunoParaEdicao } from '#client/features/matricula/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG } from '#shared/messages/comum.ts';

export default function EditarAlunoPage() {
  const idAluno = Number(useParams().id_aluno);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const aluno = useAlunoParaEdicao(idAluno);

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {MSG.tituloEditarAluno}
        </Title>
        {aluno.isPending && <Loader role="progressbar" aria-label={MSG.carregando} />}
        {aluno.isError && <BlocoErro error={aluno.error} title={null} />}
        {aluno.data && (
          <MatriculaWizard
            key={aluno.data.id_aluno}
            tipo={aluno.data.tipo_aluno}
            idAluno={aluno.data.id_aluno}
            inicial={formDe(aluno.data)}
            onSalvo={() => {
              void queryClient.invalidateQueries();
              void navigate(paths.admAlunos);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
