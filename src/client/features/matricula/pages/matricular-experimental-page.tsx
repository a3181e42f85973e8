// /adm/experimentais/{id}/matricula: a trial class turned into an enrolment, for
// administrators. The wizard is the one its class's unit takes (a school: the school
// programme; a private school: paying; the club: paying or non-paying, as the desk
// chooses), pre-filled from the trial (the person, the guardian, the unit's city, the
// class), and the save sends the trial's id so it becomes `matriculada`.
import { Alert, Anchor, Container, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useUnidade } from '#client/features/adm/queries.ts';
import { experimentalMatriculada, useExperimental } from '#client/features/experimental/queries.ts';
import { MatriculaWizard } from '#client/features/matricula/components/matricula-wizard.tsx';
import { formVazio, type WizardForm } from '#client/features/matricula/form.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { pessoaVazia } from '#client/ui/pessoa-form.ts';
import type { TipoAluno, TipoUnidade } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import type { ExperimentalDetalhe } from '#shared/schemas/experimental.ts';
import type { UnidadeDetalhe } from '#shared/schemas/unidade.ts';

/** The wizards a unit of each kind enrols into (the enrolment's rule on units). */
const WIZARDS: Readonly<Record<TipoUnidade, readonly TipoAluno[]>> = {
  dec: ['pagante', 'naoPagante'],
  particular: ['pagante'],
  publica: ['escola'],
};

/** The wizard's start: the trial's person and guardian, the unit's city, its class on one day. */
function formDoExperimental(e: ExperimentalDetalhe, u: UnidadeDetalhe): WizardForm {
  const contato = (p: { nome: string; email: string | null; telefone: string | null }) => ({
    ...pessoaVazia,
    nome_pessoa: p.nome,
    email_pessoa: p.email ?? '',
    telefone_pessoa: mascarar('telefone', p.telefone ?? ''),
  });
  return {
    ...formVazio,
    aluno: { ...contato(e), dt_nasc_pessoa: e.dt_nasc ?? '' },
    responsavel1: e.responsavel ? contato(e.responsavel) : pessoaVazia,
    // The unit and class stay chosen while the address is in the unit's city.
    endereco: { ...enderecoVazio, cidade: u.endereco?.cidade ?? '', estado: u.endereco?.estado ?? '' },
    id_unidade: e.id_unidade,
    tipo_unidade: u.tipo,
    dias_semana: 1,
    turmas: [e.id_turma],
  };
}

export default function MatricularExperimentalPage() {
  const id = Number(useParams().id);
  const experimental = useExperimental(id);
  const unidade = useUnidade(experimental.data?.id_unidade ?? null);
  const erro = experimental.error ?? unidade.error;
  const e = experimental.data;

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {M.tituloConverter}
        </Title>
        {erro ? (
          <BlocoErro error={erro} title={null} />
        ) : !e || !unidade.data ? (
          <Loader role="progressbar" aria-label={MSG.carregando} />
        ) : e.status === 'matriculada' ? (
          <Alert color="teal">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{M.jaMatriculada}</Text>
              {e.id_aluno !== null && (
                <Anchor component={Link} to={paths.aluno(e.id_aluno)} size="sm">
                  {M.verAluno}
                </Anchor>
              )}
            </Stack>
          </Alert>
        ) : (
          <Conversao e={e} unidade={unidade.data} />
        )}
      </Stack>
    </Container>
  );
}

function Conversao({ e, unidade }: { e: ExperimentalDetalhe; unidade: UnidadeDetalhe }) {
  const queryClient = useQueryClient();
  const opcoes = WIZARDS[unidade.tipo];
  const [tipo, setTipo] = useState<TipoAluno>(opcoes[0]);
  return (
    <Stack gap="md">
      <Text>{M.converterTexto(e.nome)}</Text>
      {opcoes.length > 1 && (
        <SegmentedControl
          aria-label={M.tipoMatricula}
          value={tipo}
          onChange={(v) => setTipo(v as TipoAluno)}
          data={opcoes.map((t) => ({ value: t, label: M.wizard[t] }))}
        />
      )}
      <MatriculaWizard
        key={tipo}
        tipo={tipo}
        inicial={formDoExperimental(e, unidade)}
        idExperimental={e.id_experimental}
        onSalvo={() => void experimentalMatriculada(queryClient)}
      />
    </Stack>
  );
}
