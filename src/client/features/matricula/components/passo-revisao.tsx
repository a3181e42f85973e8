// The review step, just before the contract (docs/decisions/017): everything entered,
// one part per step, each with Alterar back to its step. The unit's and classes' names
// come from the same lists the steps showed (refetched after a reload).
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WizardForm } from '#client/features/matricula/form.ts';
import { useTurmasDaUnidade, useUnidadesDaCidade } from '#client/features/matricula/queries.ts';
import type { PessoaForm } from '#client/ui/pessoa-form.ts';
import { ROTULO_GENERO, ROTULO_MAO, ROTULO_PLANO, type TipoAluno } from '#shared/constants.ts';
import { MSG_MATRICULA as M } from '#shared/messages/matricula.ts';
import { dataReal, isoParaBr } from '#shared/rules/datas.ts';
import type { Passo } from '#shared/rules/passos.ts';

/** A label, its value and (`largo`) whether it takes a whole row: names, e-mails, addresses. */
type Linha = [rotulo: string, valor: ReactNode, largo?: boolean];

/** The description list's columns: as many of at least 9rem as fit (two on a phone). */
const GRADE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
} as const;

/** Label and value pairs as a description list: label above value, long values wrap. */
export function Campos({ linhas }: { linhas: Linha[] }) {
  return (
    <Box component="dl" m={0} style={GRADE}>
      {linhas.map(([rotulo, valor, largo]) => (
        <div key={rotulo} style={largo ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {rotulo}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {valor || M.naoInformado}
          </Text>
        </div>
      ))}
    </Box>
  );
}

function Parte({
  titulo,
  passo,
  onAlterar,
  children,
}: {
  titulo: string;
  passo: Passo;
  onAlterar: (p: Passo) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="section">
      <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
        <Title order={3} size="h5">
          {titulo}
        </Title>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => onAlterar(passo)}
          aria-label={M.alterarParte(titulo)}
        >
          {M.alterar}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

/** The birth date as the form holds it (ISO once it is a date) shown as DD/MM/YYYY. */
const dataBr = (v: string) => (dataReal(v) ? isoParaBr(v) : v);

function pessoa(p: PessoaForm, aluno: boolean): Linha[] {
  return [
    [M.nome, p.nome_pessoa, true],
    ...(aluno ? ([[M.nascimento, dataBr(p.dt_nasc_pessoa)]] as Linha[]) : []),
    [M.cpf, p.cpf_pessoa],
    [M.rg, p.rg_pessoa],
    [M.telefone, p.telefone_pessoa],
    [M.genero, p.genero ? ROTULO_GENERO[p.genero] : ''],
    ...(aluno ? ([[M.mao, p.destro_canhoto ? ROTULO_MAO[p.destro_canhoto] : '']] as Linha[]) : []),
    [M.email, p.email_pessoa, true],
  ];
}

export function PassoRevisao({
  tipo,
  form,
  passos,
  onAlterar,
}: {
  tipo: TipoAluno;
  form: WizardForm;
  /** The steps of this enrolment: a part shows when its step is one of them. */
  passos: Passo[];
  onAlterar: (p: Passo) => void;
}) {
  const cidade = form.endereco.cidade.trim();
  const unidades = useUnidadesDaCidade(tipo, cidade);
  const turmas = useTurmasDaUnidade(form.id_unidade);
  const unidade = unidades.data?.find((u) => u.id_unidade === form.id_unidade)?.nome_unidade;
  const nomesTurmas = form.turmas.map(
    (id) => turmas.data?.find((t) => t.id_turma === id)?.nome_formatado ?? `#${id}`,
  );
  const e = form.endereco;
  const tem = (p: Passo) => passos.includes(p);
  const vazio2 = Object.values(form.responsavel2).every((v) => v === '');

  return (
    <Stack gap="sm">
      <Text size="sm">{M.revisaoTexto}</Text>
      <Parte titulo={M.aluno} passo="aluno" onAlterar={onAlterar}>
        <Campos linhas={pessoa(form.aluno, true)} />
      </Parte>
      {tem('responsavel1') && (
        <Parte
          titulo={tipo === 'escola' ? M.responsavel : M.responsavel1}
          passo="responsavel1"
          onAlterar={onAlterar}
        >
          <Campos linhas={pessoa(form.responsavel1, false)} />
        </Parte>
      )}
      {tem('responsavel2') && (
        <Parte titulo={M.responsavel2} passo="responsavel2" onAlterar={onAlterar}>
          {vazio2 ? <Text>{M.naoInformado}</Text> : <Campos linhas={pessoa(form.responsavel2, false)} />}
        </Parte>
      )}
      {tem('financeiroPergunta') && (
        <Parte
          titulo={M.responsavelFinanceiro}
          passo={form.financeiro === 'nao' ? 'financeiro' : 'financeiroPergunta'}
          onAlterar={onAlterar}
        >
          {form.financeiro === 'nao' ? (
            <Campos linhas={pessoa(form.responsavel_financeiro, false)} />
          ) : (
            <Text>{M.financeiroEhResponsavel1}</Text>
          )}
        </Parte>
      )}
      <Parte titulo={M.logradouro} passo="endereco" onAlterar={onAlterar}>
        <Campos
          linhas={[
            [M.cep, e.cep],
            [M.logradouro, `${e.rua}, ${e.numero} - ${e.bairro}, ${e.cidade} - ${e.estado}`, true],
          ]}
        />
      </Parte>
      <Parte titulo={M.unidade} passo="unidade" onAlterar={onAlterar}>
        <Text>{unidade ?? '…'}</Text>
      </Parte>
      <Parte titulo={M.diasPorSemana} passo="dias" onAlterar={onAlterar}>
        <Text>{form.dias_semana ? M.dias(form.dias_semana) : M.naoInformado}</Text>
      </Parte>
      <Parte titulo={M.turmas} passo="turma" onAlterar={onAlterar}>
        <Stack component="ul" gap={4} m={0} pl="md">
          {nomesTurmas.map((nome, i) => (
            <Text component="li" key={form.turmas[i]}>
              {nome}
            </Text>
          ))}
        </Stack>
      </Parte>
      {tem('pagamento') && (
        <Parte titulo={M.pagamento} passo="pagamento" onAlterar={onAlterar}>
          <Campos
            linhas={[
              [M.plano, form.tipo_plano ? ROTULO_PLANO[form.tipo_plano] : ''],
              [M.vencimento, form.dia_pagamento ? M.todoDia(form.dia_pagamento) : ''],
            ]}
          />
        </Parte>
      )}
    </Stack>
  );
}
