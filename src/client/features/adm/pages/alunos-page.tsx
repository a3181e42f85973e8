// adm/adm_aluno: the student list (ID, name, edit, delete, count), narrowed by the
// dashboard's filters when its address carries them (?ativo=1&tipo=…), or by the home
// page's week of enrolments (?desde=YYYY-MM-DD); each filter a chip that removes it.
import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FiltrosEsgrima } from '#client/features/adm/components/filtros-esgrima.tsx';
import { ListaAdm } from '#client/features/adm/components/lista-adm.tsx';
import { useBuscarHistoricoAluno, useUnidade } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { SituacaoDialog } from '#client/ui/situacao-dialog.tsx';
import { ROTULO_GENERO, ROTULO_MAO } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_ESGRIMA, ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_FILTRO, MSG_PAINEL } from '#shared/messages/painel.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { AlunoItemAdm } from '#shared/schemas/aluno.ts';
import { CHAVES_FILTRO_ALUNOS } from '#shared/schemas/painel.ts';

const ROTULO_TIPO = { pagante: 'Pagante', naoPagante: 'Não pagante', escola: 'Escola' } as const;

/** "2026-03" -> "03/2026" */
const mesBr = (mes: string) => `${mes.slice(5)}/${mes.slice(0, 4)}`;
const de = <K extends string>(rotulos: Record<K, string>, v: string) =>
  v in rotulos ? rotulos[v as K] : MSG_PAINEL.naoInformado;

function rotuloFiltro(chave: string, v: string, unidade: string | undefined): string {
  switch (chave) {
    case 'ativo':
      return de(MSG_FILTRO.ativo, v);
    case 'tipo':
      return de(MSG_REL.tiposAluno, v);
    case 'unidade':
      return MSG_FILTRO.unidade(unidade ?? v);
    case 'cidade':
      return MSG_FILTRO.cidade(v === '-' ? MSG_PAINEL.semEndereco : v);
    case 'genero':
      return `${MSG_PAINEL.genero}: ${de(ROTULO_GENERO, v)}`;
    case 'mao':
      return `${MSG_PAINEL.mao}: ${de(ROTULO_MAO, v)}`;
    case 'matricula':
      return MSG_FILTRO.matricula(mesBr(v));
    case 'desde':
      return MSG_FILTRO.desde(isoParaBr(v));
    case 'categoria':
      return `${MSG_ESGRIMA.categoria}: ${v === '-' ? MSG_ESGRIMA.semCategoria : v}`;
    case 'arma':
      return `${MSG_ESGRIMA.arma}: ${de(ROTULO_ARMA, v)}`;
    default:
      return MSG_FILTRO.saida(mesBr(v));
  }
}

export default function AlunosPage() {
  const [params] = useSearchParams();
  const filtros = Object.fromEntries(
    CHAVES_FILTRO_ALUNOS.flatMap((k) => {
      const v = params.get(k);
      return v ? [[k, v]] : [];
    }),
  );
  const idUnidade = /^\d+$/.test(filtros.unidade ?? '') ? Number(filtros.unidade) : null;
  const unidade = useUnidade(idUnidade).data?.nome_unidade;
  const chaves = Object.keys(filtros);
  const [desativando, setDesativando] = useState<AlunoItemAdm | null>(null);
  const historico = useBuscarHistoricoAluno();
  return (
    <>
      <SituacaoDialog
        pessoa="alunos"
        acao={desativando ? 'desativar' : null}
        id={desativando?.id_aluno ?? 0}
        nome={desativando?.nome_pessoa ?? ''}
        onClose={() => setDesativando(null)}
      />
      <ListaAdm<AlunoItemAdm>
        // A new set of filters starts the list over (first page, empty search).
        key={new URLSearchParams(filtros).toString()}
        titulo={MSG_ADM.alunos}
        lista="alunos"
        id={(a) => a.id_aluno}
        nome={(a) => a.nome_pessoa}
        link={(a) => paths.aluno(a.id_aluno)}
        colunas={[
          {
            titulo: MSG_ADM.tipoAluno,
            valor: (a) => <Text size="sm">{ROTULO_TIPO[a.tipo_aluno]}</Text>,
          },
          {
            titulo: MSG_ESGRIMA.categoria,
            valor: (a) => <Text size="sm">{a.categoria ?? MSG_ESGRIMA.semCategoria}</Text>,
          },
          {
            titulo: MSG_INATIVO.situacao,
            valor: (a) =>
              a.inativo_desde ? (
                <Text size="sm" fw={600}>
                  {MSG_INATIVO.inativoDesde(isoParaBr(a.inativo_desde))}
                </Text>
              ) : (
                <Text size="sm" c="teal.9">
                  {MSG_INATIVO.ativo}
                </Text>
              ),
          },
        ]}
        // Active students first; a dashboard figure's link shows everyone it counted.
        situacao={chaves.length > 0 ? 'todos' : 'ativos'}
        avisoExclusao={async (a) => {
          if (a.inativo_desde) return null;
          const h = await historico(a.id_aluno);
          return h.presencas > 0 ? MSG_INATIVO.historicoAoExcluir(h.presencas) : null;
        }}
        alternativa={{ rotulo: MSG_INATIVO.desativar, acao: (a) => !a.inativo_desde && setDesativando(a) }}
        // The original client's list links /editar/aluno/{id_pessoa}, but the route and the
        // edit read (GET /api/aluno/allData/{id_aluno}) take the student id.
        editar={(a) => paths.editarAluno(a.id_aluno)}
        urlExcluir={(id) => `/api/aluno/${id}`}
        textoConfirmacao={MSG_ADM.desejaExcluirAluno}
        filtros={filtros}
        sobreFiltros={
          <>
            <FiltrosEsgrima filtros={filtros} />
            {chaves.length > 0 && (
              <Group gap="xs" wrap="wrap" aria-label={MSG_FILTRO.filtrado} role="group" data-testid="filtros">
                <Text size="sm" c="gray.7">
                  {MSG_FILTRO.filtrado}:
                </Text>
                {chaves.map((k) => {
                  const rotulo = rotuloFiltro(k, filtros[k], unidade);
                  const sem = Object.fromEntries(Object.entries(filtros).filter(([c]) => c !== k));
                  return (
                    <Badge
                      key={k}
                      variant="light"
                      color="indigo"
                      size="lg"
                      tt="none"
                      pr={3}
                      rightSection={
                        <CloseButton
                          component={Link}
                          to={Object.keys(sem).length > 0 ? paths.admAlunosFiltro(sem) : paths.admAlunos}
                          size="sm"
                          radius="xl"
                          c="indigo.8"
                          aria-label={MSG_FILTRO.remover(rotulo)}
                        />
                      }
                    >
                      {rotulo}
                    </Badge>
                  );
                })}
                <Button
                  component={Link}
                  to={paths.admAlunos}
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconX size={14} />}
                >
                  {MSG_FILTRO.limpar}
                </Button>
              </Group>
            )}
          </>
        }
      />
    </>
  );
}
