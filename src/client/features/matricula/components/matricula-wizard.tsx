// The one enrolment wizard behind /matricula, /cadastro, /cadastro/aluno/Escola
// and /editar/aluno/{id} (spec §2, §4, §5). The step order comes from the pure
// passosDe(); this component only renders the current step and validates it.
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Progress,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '#client/api.ts';
import {
  algumVazio,
  CAMPOS_ALUNO,
  CAMPOS_ENDERECO,
  CAMPOS_RESPONSAVEL,
  formVazio,
  type PessoaForm,
  paraAluno,
  paraResponsavel,
  todosVazios,
  type WizardForm,
} from '#client/features/matricula/form.ts';
import {
  buscarTurmas,
  buscarUnidades,
  enviarEdicao,
  enviarMatricula,
} from '#client/features/matricula/queries.ts';
import { alerta } from '#client/ui/alerts.tsx';
import { EnderecoFields } from '#client/ui/endereco-fields.tsx';
import {
  CONTRATOS,
  DIAS_PAGAMENTO,
  DIAS_POR_SEMANA,
  ROTULO_PLANO,
  ROTULO_TIPO_UNIDADE,
  TEMPO,
  TIPOS_PLANO,
  type TipoAluno,
  type TipoPlano,
  type TipoUnidade,
} from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { brParaIso, hojeNoFuso, idade } from '#shared/rules/datas.ts';
import {
  type ContextoPassos,
  ehUltimoPasso,
  type Passo,
  passoAnterior,
  passosDe,
  proximoPasso,
} from '#shared/rules/passos.ts';
import { enderecoInput } from '#shared/schemas/endereco.ts';
import type { z } from '#shared/schemas/fields.ts';
import { alunoDados, responsavelDados } from '#shared/schemas/matricula.ts';
import { PessoaFields } from './pessoa-fields';

const FUSO = 'America/Sao_Paulo';

function idadeDe(br: string): number | null {
  const iso = brParaIso(br);
  return iso ? idade(iso, hojeNoFuso(FUSO)) : null;
}

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
    case 'contrato':
      return MSG.contrato;
  }
}

type Erros = Record<string, string>;

function errosDe(error: z.ZodError): Erros {
  const out: Erros = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

const preencha = () => alerta({ title: MSG.alerta, text: MSG.preenchaObrigatorios, icon: 'warning' });

interface Props {
  tipo: TipoAluno;
  /** Edit mode: the student being corrected and the data it starts with. */
  idAluno?: number;
  inicial?: WizardForm;
  /** Called after a successful save. */
  onSalvo?: () => void;
}

export function MatriculaWizard({ tipo, idAluno, inicial, onSalvo }: Props) {
  const edicao = idAluno !== undefined;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WizardForm>(inicial ?? formVazio);
  const [passo, setPasso] = useState<Passo>('aluno');
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);

  const anos = idadeDe(form.aluno.dt_nasc_pessoa);
  const ctx: ContextoPassos = { tipo, idade: anos, financeiro: form.financeiro || null, edicao };
  const passos = passosDe(ctx);
  const indice = Math.max(0, passos.indexOf(passo));
  const ultimo = ehUltimoPasso(passo, ctx);
  const menor = anos !== null && passos.includes('responsavel1');

  const cidade = form.endereco.cidade.trim();
  const unidadesKey = ['unidades-cidade', tipo, cidade] as const;
  const unidades = useQuery({
    queryKey: unidadesKey,
    queryFn: () => buscarUnidades(tipo, cidade),
    enabled: !edicao && passo === 'unidade' && cidade !== '',
  });
  const turmas = useQuery({
    queryKey: ['turmas-formatadas', form.id_unidade],
    queryFn: () => buscarTurmas(form.id_unidade as number),
    enabled: !edicao && passo === 'turma' && form.id_unidade !== null,
  });

  const set = <K extends keyof WizardForm>(campo: K, valor: WizardForm[K]) =>
    setForm((f) => ({ ...f, [campo]: valor }));

  async function validarPessoa(p: PessoaForm, aluno: boolean): Promise<boolean> {
    if (algumVazio(p, aluno ? CAMPOS_ALUNO : CAMPOS_RESPONSAVEL)) {
      await preencha();
      return false;
    }
    if (aluno) {
      const a = idadeDe(p.dt_nasc_pessoa);
      if (a === null || a < 1 || a > 120) {
        setErros({ dt_nasc_pessoa: MSG.dataInvalida });
        return false;
      }
    }
    const r = aluno ? alunoDados.safeParse(paraAluno(p)) : responsavelDados.safeParse(paraResponsavel(p));
    if (!r.success) {
      setErros(errosDe(r.error));
      return false;
    }
    return true;
  }

  /** The current step's rules (spec §5); shows the spec's popups. */
  async function validar(): Promise<boolean> {
    switch (passo) {
      case 'aluno':
        return validarPessoa(form.aluno, true);
      case 'responsavel1':
        return validarPessoa(form.responsavel1, false);
      case 'responsavel2':
        return todosVazios(form.responsavel2, CAMPOS_RESPONSAVEL) || validarPessoa(form.responsavel2, false);
      case 'financeiro':
        return validarPessoa(form.responsavel_financeiro, false);
      case 'financeiroPergunta':
        if (!form.financeiro) await preencha();
        return !!form.financeiro;
      case 'endereco': {
        if (algumVazio(form.endereco, CAMPOS_ENDERECO)) {
          // School wizard: the alert shows but the unit search still runs (spec §5).
          if (tipo === 'escola' && cidade) {
            void queryClient.prefetchQuery({
              queryKey: unidadesKey,
              queryFn: () => buscarUnidades(tipo, cidade),
            });
          }
          await preencha();
          return false;
        }
        const r = enderecoInput.safeParse(form.endereco);
        if (!r.success) setErros(errosDe(r.error));
        return r.success;
      }
      case 'unidade':
        if (form.id_unidade === null) await preencha();
        return form.id_unidade !== null;
      case 'dias':
        if (form.dias_semana === null) await preencha();
        return form.dias_semana !== null;
      case 'turma':
        if (form.turmas.length === 0) await preencha();
        return form.turmas.length > 0;
      case 'pagamento':
        if (!form.tipo_plano || !form.dia_pagamento) await preencha();
        return !!form.tipo_plano && !!form.dia_pagamento;
      case 'contrato':
        if (!form.contrato_aceito)
          await alerta({ title: MSG.alerta, text: MSG.aceiteContrato, icon: 'warning' });
        return form.contrato_aceito;
    }
  }

  function irPara(p: Passo | null) {
    if (!p) return;
    setErros({});
    setPasso(p);
    window.scrollTo({ top: 0 });
  }

  async function proximo() {
    // Edit mode skips validation (spec §4); the server still checks every field.
    if (!edicao && !(await validar())) return;
    if (ultimo) return enviar();
    irPara(proximoPasso(passo, ctx));
  }

  async function enviar() {
    setEnviando(true);
    try {
      if (edicao) {
        await enviarEdicao(idAluno, form, tipo, menor);
        await alerta({ title: MSG.sucesso, text: MSG.alunoAtualizado, icon: 'success' });
        onSalvo?.();
        return;
      }
      await enviarMatricula(form, tipo, menor);
      if (tipo === 'pagante')
        await alerta({ title: MSG.sucesso, text: MSG.alunoCadastrado, icon: 'success' });
      else await alerta({ title: MSG.cadastroConcluido, icon: 'success' });
      setForm(formVazio);
      irPara('aluno');
      onSalvo?.();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['turmas-formatadas'] });
      }
      await alerta({
        title: MSG.erro,
        text: err instanceof ApiError ? err.message : MSG.erroSalvarMatricula,
        icon: 'error',
      });
    } finally {
      setEnviando(false);
    }
  }

  const pessoa = (campo: 'aluno' | 'responsavel1' | 'responsavel2' | 'responsavel_financeiro') => (
    <PessoaFields
      aluno={campo === 'aluno'}
      required={campo !== 'responsavel2'}
      value={form[campo]}
      onChange={(v) => set(campo, v)}
      errors={erros}
    />
  );

  const contratoUrl = form.tipo_unidade === 'dec' ? CONTRATOS.clube : CONTRATOS.escola;
  const botao = ultimo ? (edicao ? MSG.salvar : MSG.finalizarCadastro) : MSG.proximo;

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} shadow="sm" withBorder>
      <style>{'@keyframes estocada-passo{from{opacity:0}to{opacity:1}}'}</style>
      <Stack gap="xs" mb="md">
        <Text size="sm" c="dimmed">
          {MSG.passo} {indice + 1} de {passos.length}
        </Text>
        <Progress value={((indice + 1) / passos.length) * 100} size="sm" aria-hidden />
      </Stack>
      <Box
        key={passo}
        style={{ animation: `estocada-passo ${TEMPO.fadePassoMs}ms ease-in` }}
        data-testid={`passo-${passo}`}
      >
        <Title order={2} size="h3" mb="md">
          {titulo(passo, tipo)}
        </Title>

        {passo === 'aluno' && pessoa('aluno')}
        {passo === 'responsavel1' && pessoa('responsavel1')}
        {passo === 'responsavel2' && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {MSG.responsavel2Opcional}
            </Text>
            {pessoa('responsavel2')}
          </Stack>
        )}
        {passo === 'financeiroPergunta' && (
          <Radio.Group
            label={MSG.perguntaFinanceiro}
            required
            value={form.financeiro}
            onChange={(v) => set('financeiro', v as WizardForm['financeiro'])}
          >
            <Stack mt="sm" gap="sm">
              <Radio value="sim" label={MSG.financeiroSim} />
              <Radio value="nao" label={MSG.financeiroNao} />
            </Stack>
          </Radio.Group>
        )}
        {passo === 'financeiro' && pessoa('responsavel_financeiro')}
        {passo === 'endereco' && (
          <EnderecoFields
            value={form.endereco}
            onChange={(v) =>
              setForm((f) =>
                // Another city: the unit and classes chosen for the old one no longer apply.
                v.cidade === f.endereco.cidade
                  ? { ...f, endereco: v }
                  : { ...f, endereco: v, id_unidade: null, tipo_unidade: null, turmas: [] },
              )
            }
            errors={erros as Partial<Record<keyof WizardForm['endereco'], string>>}
          />
        )}
        {passo === 'unidade' && (
          <PassoUnidade
            carregando={unidades.isPending}
            erro={unidades.isError}
            unidades={unidades.data ?? []}
            cidade={cidade}
            value={form.id_unidade}
            onChange={(id, tipoUnidade) =>
              setForm((f) => ({
                ...f,
                id_unidade: id,
                tipo_unidade: tipoUnidade,
                // Another unit: the chosen classes no longer apply (spec §4).
                turmas: f.id_unidade === id ? f.turmas : [],
              }))
            }
            onVoltarEndereco={() => irPara('endereco')}
          />
        )}
        {passo === 'dias' && (
          <Radio.Group
            label={MSG.diasRotulo}
            required
            value={form.dias_semana ? String(form.dias_semana) : ''}
            onChange={(v) =>
              setForm((f) => ({ ...f, dias_semana: Number(v), turmas: f.turmas.slice(0, Number(v)) }))
            }
          >
            <Group mt="sm" gap="lg">
              {Array.from({ length: DIAS_POR_SEMANA.max - DIAS_POR_SEMANA.min + 1 }, (_, i) => {
                const n = DIAS_POR_SEMANA.min + i;
                return <Radio key={n} value={String(n)} label={n === 1 ? '1 dia' : `${n} dias`} />;
              })}
            </Group>
          </Radio.Group>
        )}
        {passo === 'turma' && (
          <PassoTurma
            carregando={turmas.isPending}
            turmas={turmas.data ?? []}
            max={form.dias_semana ?? 1}
            value={form.turmas}
            onChange={(v) => set('turmas', v)}
          />
        )}
        {passo === 'pagamento' && (
          <Stack gap="lg">
            <Radio.Group
              label={MSG.plano}
              required
              value={form.tipo_plano}
              onChange={(v) => set('tipo_plano', v as TipoPlano)}
            >
              <Stack mt="sm" gap="sm">
                {TIPOS_PLANO.map((p) => (
                  <Radio key={p} value={p} label={ROTULO_PLANO[p]} />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={MSG.diaPagamento}
              required
              value={form.dia_pagamento ? String(form.dia_pagamento) : ''}
              onChange={(v) => set('dia_pagamento', Number(v) as WizardForm['dia_pagamento'])}
            >
              <Group mt="sm" gap="lg">
                {DIAS_PAGAMENTO.map((d) => (
                  <Radio key={d} value={String(d)} label={`${MSG.dia} ${d}`} />
                ))}
              </Group>
            </Radio.Group>
          </Stack>
        )}
        {passo === 'contrato' && (
          <Stack gap="md">
            <Text>{MSG.leiaContrato}</Text>
            {tipo === 'escola' && (
              <Paper withBorder p="sm" bg="gray.0">
                <Text fw={600} mb="xs">
                  {MSG.compromissoEscolaTitulo}
                </Text>
                <ScrollArea.Autosize mah={200} offsetScrollbars>
                  <Text size="sm">{MSG.compromissoEscola}</Text>
                </ScrollArea.Autosize>
              </Paper>
            )}
            <Anchor href={contratoUrl} target="_blank" rel="noopener" fw={600}>
              <Group gap={6} wrap="nowrap">
                <IconFileText size={20} />
                {MSG.lerContrato}
              </Group>
            </Anchor>
            <Checkbox
              label={MSG.estouCiente}
              checked={form.contrato_aceito}
              onChange={(e) => set('contrato_aceito', e.currentTarget.checked)}
            />
          </Stack>
        )}
      </Box>

      <Group justify="space-between" mt="xl">
        {indice > 0 ? (
          <Button variant="default" onClick={() => irPara(passoAnterior(passo, ctx))} disabled={enviando}>
            {MSG.anterior}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={proximo} loading={enviando} color={ultimo ? 'teal' : undefined}>
          {botao}
        </Button>
      </Group>
    </Paper>
  );
}

interface Unidade {
  id_unidade: number;
  nome_unidade: string;
  tipo: TipoUnidade;
}

function PassoUnidade(props: {
  carregando: boolean;
  erro: boolean;
  unidades: Unidade[];
  cidade: string;
  value: number | null;
  onChange: (id: number, tipo: TipoUnidade) => void;
  onVoltarEndereco: () => void;
}) {
  const { carregando, erro, unidades, cidade, value, onChange, onVoltarEndereco } = props;
  if (carregando) return <Loader aria-label={MSG.carregando} />;
  if (erro || unidades.length === 0) {
    return (
      <Alert color="orange" title={MSG.nenhumaUnidadeNaCidade}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {cidade} — {MSG.corrigirCidade}
          </Text>
          <Button color="orange" onClick={onVoltarEndereco}>
            {MSG.voltarEndereco}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Radio.Group
      label={`${MSG.unidadesEncontradas}: ${cidade}`}
      required
      value={value ? String(value) : ''}
      onChange={(v) => {
        const u = unidades.find((x) => String(x.id_unidade) === v);
        if (u) onChange(u.id_unidade, u.tipo);
      }}
    >
      <Stack mt="sm" gap="sm">
        {unidades.map((u) => (
          <Radio.Card
            key={u.id_unidade}
            value={String(u.id_unidade)}
            p="md"
            radius="md"
            aria-label={u.nome_unidade}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{u.nome_unidade}</Text>
                <Text size="sm" c="dimmed">
                  {ROTULO_TIPO_UNIDADE[u.tipo]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

interface TurmaFormatada {
  id_turma: number;
  nome_formatado: string;
  vagas: number;
  lotada: boolean;
}

function PassoTurma(props: {
  carregando: boolean;
  turmas: TurmaFormatada[];
  max: number;
  value: number[];
  onChange: (v: number[]) => void;
}) {
  const { carregando, turmas, max, value, onChange } = props;
  const cheio = value.length >= max;
  const escolhidas = useMemo(() => new Set(value), [value]);
  if (carregando) return <Loader aria-label={MSG.carregando} />;
  if (turmas.length === 0) return <Alert color="gray">{MSG.nenhumaTurma}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {MSG.escolhaAte} {max} {max === 1 ? 'turma' : 'turmas'} ({value.length}/{max}).
      </Text>
      {cheio && (
        <Text size="sm" c="indigo">
          {MSG.limiteTurmas}
        </Text>
      )}
      {turmas.map((t) => {
        const marcada = escolhidas.has(t.id_turma);
        return (
          <Paper key={t.id_turma} withBorder p="sm" radius="md" bg={t.lotada ? 'gray.0' : undefined}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                label={t.nome_formatado}
                checked={marcada}
                disabled={t.lotada || (!marcada && cheio)}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? [...value, t.id_turma]
                      : value.filter((id) => id !== t.id_turma),
                  )
                }
              />
              {t.lotada ? (
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  {MSG.lotada}
                </Badge>
              ) : (
                <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                  {t.vagas} {MSG.vagas}
                </Badge>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
