// The one enrolment wizard behind /matricula, /cadastro, /cadastro/aluno/Escola and
// /editar/aluno/{id} (docs/product/validation.md, docs/product/states.md): the frame (progress,
// Cancelar, title, the current step's fields, Anterior / Próximo), or after a new enrolment its
// receipt. The frame is the wizard's one form: its main button submits it (use-wizard.ts). State
// and step machine live in use-wizard.ts; each step's fields in passos-*.tsx and
// passo-revisao.tsx; the receipt in recibo.tsx.
import { Alert, Box, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { EnderecoFields } from '#client/ui/endereco-fields.tsx';
import { errosEm } from '#client/ui/errors.ts';
import { TEMPO, type TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import type { Passo } from '#shared/rules/passos.ts';
import { PassoRevisao } from './passo-revisao';
import { PassoDias, PassoTurma, PassoUnidade } from './passos-escolha';
import { PassoContrato, PassoPagamento } from './passos-fechamento';
import { type CampoPessoa, PassoFinanceiroPergunta, PassoPessoa } from './passos-pessoas';
import { CLASSE_RECIBO, Recibo } from './recibo';
import { useWizard, type WizardOptions } from './use-wizard';

function titulo(passo: Passo, tipo: TipoAluno): string {
  switch (passo) {
    case 'aluno':
      return MSG.dadosDoAluno;
    case 'responsavel1':
      return tipo === 'escola' ? MSG.dadosResponsavel : MSG.dadosResponsavel1;
    case 'responsavel2':
      return MSG.dadosResponsavel2;
    case 'financeiroPergunta':
      return MSG.responsavelFinanceiro;
    case 'financeiro':
      return MSG.dadosFinanceiro;
    case 'endereco':
      return MSG.endereco;
    case 'unidade':
      return MSG.escolhaUnidade;
    case 'dias':
      return MSG.diasPorSemana;
    case 'turma':
      return MSG.escolhaTurma;
    case 'pagamento':
      return MSG.pagamento;
    case 'revisao':
      return MSG_MATRICULA.revisao;
    case 'contrato':
      return MSG.contrato;
  }
}

const PESSOA: Partial<Record<Passo, CampoPessoa>> = {
  aluno: 'aluno',
  responsavel1: 'responsavel1',
  responsavel2: 'responsavel2',
  financeiro: 'responsavel_financeiro',
};

const moldura = { p: { base: 'md', sm: 'xl' }, shadow: 'sm', withBorder: true } as const;

/** Ages count in the club's time zone, which the server gives (GET /api/config). */
export function MatriculaWizard(props: WizardOptions) {
  const config = useConfig();
  if (config.data) return <Wizard {...props} fuso={config.data.fuso} />;
  return (
    <Paper {...moldura}>
      {config.isError ? (
        <BlocoErro error={config.error} />
      ) : (
        <Loader role="progressbar" aria-label={MSG.carregando} />
      )}
    </Paper>
  );
}

function Wizard({ tipo, fuso, ...options }: WizardOptions & { fuso: string }) {
  const w = useWizard({ tipo, fuso, ...options });
  const { form, passo, erros } = w;
  const campoPessoa = PESSOA[passo];
  const botao = w.ultimo
    ? w.edicao
      ? MSG.salvar
      : MSG.finalizarCadastro
    : w.revisando
      ? MSG_MATRICULA.voltarRevisao
      : MSG.proximo;

  // A new step takes the focus to its title, so it is announced and Tab goes on from there.
  const tituloPasso = useRef<HTMLHeadingElement>(null);
  const passoAnterior = useRef(passo);
  useLayoutEffect(() => {
    if (passo === passoAnterior.current) return;
    passoAnterior.current = passo;
    tituloPasso.current?.focus();
  }, [passo]);

  if (w.recibo)
    return (
      <Paper {...moldura} className={CLASSE_RECIBO}>
        <Recibo recibo={w.recibo} onNova={w.novaMatricula} />
      </Paper>
    );

  return (
    <Paper {...moldura} component="form" onSubmit={w.enviar} noValidate>
      <style>{'@keyframes estocada-passo{from{opacity:0}to{opacity:1}}'}</style>
      <Stack gap="xs" mb="md">
        <Group justify="space-between" gap="xs" mih={28}>
          <Text size="sm" c="dimmed">
            {MSG.passo} {w.indice + 1} de {w.passos.length}
          </Text>
          {!w.edicao && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={w.cancelar}
              disabled={w.enviando}
            >
              {MSG_MATRICULA.cancelarMatricula}
            </Button>
          )}
        </Group>
        <Progress value={((w.indice + 1) / w.passos.length) * 100} size="sm" aria-hidden />
      </Stack>
      {w.recuperado && (
        <Alert color="blue" variant="light" mb="md" role="status">
          {MSG_MATRICULA.progressoRecuperado}
        </Alert>
      )}
      <Box
        key={passo}
        style={{ animation: `estocada-passo ${TEMPO.fadePassoMs}ms ease-in` }}
        data-testid={`passo-${passo}`}
      >
        <Title order={2} size="h3" mb="md" ref={tituloPasso} tabIndex={-1} className="mantine-focus-auto">
          {titulo(passo, tipo)}
        </Title>

        {campoPessoa && (
          <PassoPessoa form={w.formulario} campo={campoPessoa} alunoExistente={w.alunoExistente} />
        )}
        {passo === 'financeiroPergunta' && (
          <PassoFinanceiroPergunta
            value={form.financeiro}
            onChange={(v) => w.set('financeiro', v)}
            error={erros.financeiro}
          />
        )}
        {passo === 'endereco' && (
          <EnderecoFields
            value={form.endereco}
            onChange={w.mudarEndereco}
            errors={errosEm(erros, 'endereco')}
          />
        )}
        {passo === 'unidade' && (
          <PassoUnidade
            tipo={tipo}
            cidade={form.endereco.cidade.trim()}
            value={form.id_unidade}
            onChange={w.escolherUnidade}
            error={erros.id_unidade}
            onVoltarEndereco={() => w.irPara('endereco')}
          />
        )}
        {passo === 'dias' && (
          <PassoDias value={form.dias_semana} onChange={w.escolherDias} error={erros.dias_semana} />
        )}
        {passo === 'turma' && (
          <PassoTurma
            idUnidade={form.id_unidade}
            max={form.dias_semana ?? 1}
            value={form.turmas}
            onChange={(v) => w.set('turmas', v)}
            error={erros.turmas}
          />
        )}
        {passo === 'pagamento' && <PassoPagamento form={form} set={w.set} erros={erros} />}
        {passo === 'revisao' && (
          <PassoRevisao tipo={tipo} form={form} passos={w.passos} onAlterar={w.alterar} />
        )}
        {passo === 'contrato' && (
          <PassoContrato
            tipo={tipo}
            form={form}
            onAceite={(v) => w.set('contrato_aceito', v)}
            error={erros.contrato_aceito}
            onFinalidade={(f, v) => w.set('finalidades', { ...form.finalidades, [f]: v })}
          />
        )}
      </Box>

      <Group justify="space-between" mt="xl">
        {w.indice > 0 ? (
          <Button variant="default" onClick={w.anterior} disabled={w.enviando}>
            {MSG.anterior}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={w.enviando} color={w.ultimo ? 'teal' : undefined}>
          {botao}
        </Button>
      </Group>
    </Paper>
  );
}
