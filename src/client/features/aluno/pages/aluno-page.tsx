// /aluno/{id}: the student profile. Administrators see everything (personal data,
// classes, enrolment and contract); the student's teachers see the name, the
// contacts and the attendance. The server decides which parts arrive.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AceiteContrato } from '#client/features/aluno/components/aceite-contrato.tsx';
import { AcessoFamilia } from '#client/features/aluno/components/acesso-familia.tsx';
import { Calendario } from '#client/features/aluno/components/calendario.tsx';
import { EmailSituacao } from '#client/features/aluno/components/email-situacao.tsx';
import { FinanceiroAluno } from '#client/features/aluno/components/financeiro-aluno.tsx';
import { Identidade } from '#client/features/aluno/components/identidade.tsx';
import { MaterialAluno } from '#client/features/aluno/components/material-aluno.tsx';
import { Privacidade } from '#client/features/aluno/components/privacidade.tsx';
import { Campo, Secao } from '#client/features/aluno/components/secao.tsx';
import { useAlunoPeriodo, usePerfil } from '#client/features/aluno/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { ArmaBadge } from '#client/ui/arma-badge.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ListaContatos } from '#client/ui/contatos.tsx';
import { porcento, TabelaIndicadores } from '#client/ui/indicadores.tsx';
import { CampoPeriodo } from '#client/ui/periodo.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { SituacaoDialog } from '#client/ui/situacao-dialog.tsx';
import { CONTRATOS, ROTULO_DIA, ROTULO_GENERO, ROTULO_MAO, ROTULO_PLANO } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { dataHoraCurta, isoParaBr } from '#shared/rules/datas.ts';
import { formatarTelefone, mesDe } from '#shared/rules/frequencia.ts';
import type { Perfil } from '#shared/schemas/relatorios.ts';

export default function AlunoPage() {
  const id = Number(useParams().id);
  const perfil = usePerfil(id);
  const [acao, setAcao] = useState<'desativar' | 'reativar' | null>(null);

  if (perfil.isError) return <BlocoErro error={perfil.error} maw={960} />;
  if (perfil.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label={MSG.carregando} />
      </Group>
    );
  const p = perfil.data;
  // An anonymised record keeps no identity to edit, reactivate, export or anonymise again.
  const anonimizado = p.anonimizada_em !== null;
  const acoes = p.completo && !anonimizado;
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={2}>{p.nome}</Title>
          <Badge color={p.ativo ? 'teal.9' : 'gray.7'} variant="filled" data-testid="situacao">
            {p.ativo ? MSG_REL.ativo : MSG_REL.inativo}
          </Badge>
        </Group>
        {acoes && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={p.inativo ? <IconUserCheck size={18} /> : <IconUserOff size={18} />}
              onClick={() => setAcao(p.inativo ? 'reativar' : 'desativar')}
            >
              {p.inativo ? MSG_INATIVO.reativar : MSG_INATIVO.desativar}
            </Button>
            <Button
              component={Link}
              to={paths.editarAluno(p.id_aluno)}
              variant="light"
              leftSection={<IconEdit size={18} />}
            >
              {MSG_REL.editarCadastro}
            </Button>
          </Group>
        )}
      </Group>
      {p.anonimizada_em && <AnonimizadoEm em={p.anonimizada_em} />}
      {p.inativo && !anonimizado && (
        <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="inativo">
          <Text fw={600}>{MSG_INATIVO.inativoDesde(isoParaBr(p.inativo.desde))}</Text>
          {p.inativo.motivo && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {MSG_INATIVO.motivo}: {p.inativo.motivo}
            </Text>
          )}
        </Card>
      )}
      {acoes && (
        <SituacaoDialog
          pessoa="alunos"
          acao={acao}
          id={p.id_aluno}
          nome={p.nome}
          onClose={() => setAcao(null)}
        />
      )}
      {!p.completo && (
        <Text size="sm" c="gray.7">
          {MSG_REL.visaoProfessor}
        </Text>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {!anonimizado && (
          <Secao titulo={MSG_REL.contatos}>
            <ListaContatos contatos={p.contatos} />
          </Secao>
        )}
        {p.dados &&
          (anonimizado ? (
            <Secao titulo={MSG_REL.dadosPessoais}>
              <Text>{p.dados.dt_nasc ? MSG_AUDITORIA.anoNascimento(p.dados.dt_nasc.slice(0, 4)) : '—'}</Text>
            </Secao>
          ) : (
            <DadosPessoais id={p.id_aluno} dados={p.dados} />
          ))}
        <Esgrima esgrima={p.esgrima} />
      </SimpleGrid>

      {p.turmas && <Turmas turmas={p.turmas} />}
      {p.matricula && <Matricula idAluno={p.id_aluno} matricula={p.matricula} anonimizado={anonimizado} />}
      {p.completo && <Privacidade id={p.id_aluno} nome={p.nome} anonimizado={anonimizado} />}
      {acoes && <AcessoFamilia idAluno={p.id_aluno} />}
      {p.completo && p.matricula?.tipo_aluno === 'pagante' && <FinanceiroAluno idAluno={p.id_aluno} />}
      {!anonimizado && <MaterialAluno idAluno={p.id_aluno} />}

      <Frequencia perfil={p} />
    </Stack>
  );
}

/** What anonymisation left, and since when (the club's day). */
function AnonimizadoEm({ em }: { em: string }) {
  const fuso = useConfig().data?.fuso;
  const dia = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: fuso }).format(new Date(em));
  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="anonimizado" role="note">
      <Text fw={600}>{MSG_AUDITORIA.anonimizadoEm(dia)}</Text>
      <Text size="sm">{MSG_AUDITORIA.anonimizadoTexto}</Text>
    </Card>
  );
}

function DadosPessoais({ id, dados }: { id: number; dados: NonNullable<Perfil['dados']> }) {
  return (
    <Secao titulo={MSG_REL.dadosPessoais}>
      <SimpleGrid cols={2} spacing="sm">
        <Campo rotulo={MSG_ADM.dataNascimento} valor={dados.dt_nasc && isoParaBr(dados.dt_nasc)} />
        <Campo rotulo={MSG_ADM.genero} valor={dados.genero && ROTULO_GENERO[dados.genero]} />
        <Identidade id={id} cpf={dados.cpf} rg={dados.rg} />
        <Campo rotulo={MSG_ADM.telefone} valor={dados.telefone && formatarTelefone(dados.telefone)} />
        <Campo
          rotulo={MSG_REL.maoDominante}
          valor={dados.destro_canhoto && ROTULO_MAO[dados.destro_canhoto]}
        />
        <EmailSituacao idPessoa={id} email={dados.email} />
        <Campo rotulo={MSG_ADM.endereco} valor={dados.endereco} />
      </SimpleGrid>
    </Secao>
  );
}

function Esgrima({ esgrima }: { esgrima: Perfil['esgrima'] }) {
  return (
    <Secao titulo={MSG_ESGRIMA.tituloEsgrimaAluno}>
      <SimpleGrid cols={2} spacing="sm">
        <Campo
          rotulo={MSG_ESGRIMA.categoria}
          valor={<span data-testid="categoria">{esgrima.categoria ?? MSG_ESGRIMA.semCategoria}</span>}
        />
        <Campo
          rotulo={MSG_ESGRIMA.armas}
          valor={
            esgrima.armas.length === 0 ? (
              MSG_ESGRIMA.semArmas
            ) : (
              <Group gap={6} component="span">
                {esgrima.armas.map((a) => (
                  <ArmaBadge key={a} arma={a} />
                ))}
              </Group>
            )
          }
        />
      </SimpleGrid>
    </Secao>
  );
}

function Turmas({ turmas }: { turmas: NonNullable<Perfil['turmas']> }) {
  return (
    <Secao titulo={MSG_REL.turmas}>
      {turmas.length === 0 ? (
        <Text c="gray.7">{MSG_REL.semTurmas}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {turmas.map((t) => (
            <li key={t.id_turma}>
              <Anchor c="indigo.8" component={Link} to={paths.turma(t.id_turma)} fw={600}>
                {t.nome_turma}
              </Anchor>
              <Text size="sm">
                {ROTULO_DIA[t.dia_semana]} · {t.horario} · {t.nome_unidade} · {MSG_ADM.professor}:{' '}
                {t.nome_professor}
              </Text>
              {t.dt_entrada && (
                <Text size="xs" c="gray.7">
                  {MSG_REL.naTurmaDesde(isoParaBr(t.dt_entrada))}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Secao>
  );
}

function Matricula({
  idAluno,
  matricula: m,
  anonimizado,
}: {
  idAluno: number;
  matricula: NonNullable<Perfil['matricula']>;
  anonimizado: boolean;
}) {
  const fuso = useConfig().data?.fuso;
  const quando = m.contrato_aceito_em === null ? null : dataHoraCurta(m.contrato_aceito_em, fuso);
  return (
    <Secao titulo={MSG_REL.matricula}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Campo rotulo={MSG_REL.dataMatricula} valor={isoParaBr(m.dt_inicio)} />
        <Campo rotulo={MSG_REL.tipoAluno} valor={MSG_REL.tiposAluno[m.tipo_aluno]} />
        <Campo rotulo={MSG_REL.plano} valor={m.tipo_plano && ROTULO_PLANO[m.tipo_plano]} />
        <Campo rotulo={MSG_REL.diaVencimento} valor={m.dia_pagamento && MSG_REL.diaDoMes(m.dia_pagamento)} />
      </SimpleGrid>
      <Text size="xs" c="gray.7" mt="sm">
        {MSG_REL.contrato}
      </Text>
      {/* An anonymised record names no one: not who accepted for the student. */}
      {!anonimizado && (
        <AceiteContrato
          idAluno={idAluno}
          anonimizado={anonimizado}
          contrato={m.contrato}
          semRegistro={
            m.contrato ? (
              <Text>
                <Anchor
                  c="indigo.8"
                  underline="always"
                  href={CONTRATOS[m.contrato]}
                  target="_blank"
                  rel="noopener"
                >
                  {m.contrato === 'clube' ? MSG_REL.contratoClube : MSG_REL.contratoEscola}
                </Anchor>
                {quando &&
                  `, ${MSG_REL.contratoAceito(m.contrato_versao && isoParaBr(m.contrato_versao), quando)}`}
              </Text>
            ) : (
              <Text c="gray.7">{MSG_REL.contratoSemRegistro}</Text>
            )
          }
        />
      )}
    </Secao>
  );
}

function Frequencia({ perfil: p }: { perfil: Perfil }) {
  const f = p.frequencia;
  const [periodo, setPeriodo] = useState(() => mesDe(f.hoje));
  const noPeriodo = useAlunoPeriodo(p.id_aluno, periodo.de, periodo.ate);
  const janelas = [
    [30, f.taxas.d30],
    [90, f.taxas.d90],
    [365, f.taxas.d365],
  ] as const;
  return (
    <Secao titulo={MSG_REL.frequencia}>
      <SimpleGrid cols={{ base: 3 }} spacing="sm" mb="md">
        {janelas.map(([n, j]) => (
          <Card key={n} withBorder radius="md" padding="sm" data-testid={`taxa-${n}`}>
            <Text size="xs" c="gray.7">
              {MSG_REL.ultimosDias(n)}
            </Text>
            <Text fw={700} size="xl">
              {porcento(j.taxa)}
            </Text>
            <Text size="xs" c="gray.7">
              {MSG_REL.presencasFaltas(j.presencas, j.faltas)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={4} size="h5" mb="xs">
        {MSG_REL.calendario}
      </Title>
      <Calendario frequencia={f} />

      <Title order={4} size="h5" mt="lg" mb="xs">
        {MSG_REL.noPeriodo}
      </Title>
      <CampoPeriodo de={periodo.de} ate={periodo.ate} onChange={setPeriodo} />
      {noPeriodo.isError ? (
        <BlocoErro error={noPeriodo.error} title={null} mt="sm" />
      ) : (
        noPeriodo.data && (
          <TabelaIndicadores
            titulo={MSG_REL.noPeriodo}
            coluna={MSG_REL.turma}
            linhas={noPeriodo.data.turmas.map((t) => ({
              chave: t.id_turma,
              rotulo: t.nome_turma,
              ...t,
            }))}
            total={noPeriodo.data.geral}
          />
        )
      )}

      <Title order={4} size="h5" mt="lg" mb="xs">
        {MSG_REL.ultimasChamadas}
      </Title>
      {f.ultimas.length === 0 ? (
        <Text c="gray.7">{MSG_REL.semChamadas}</Text>
      ) : (
        <Rolagem rotulo={MSG_REL.ultimasChamadas} minWidth={420}>
          <Table verticalSpacing={6} aria-label={MSG_REL.ultimasChamadas}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG_REL.data}</Table.Th>
                <Table.Th>{MSG_REL.turma}</Table.Th>
                <Table.Th>{MSG_REL.presenca}</Table.Th>
                <Table.Th>{MSG_REL.observacao}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {f.ultimas.map((u) => (
                <Table.Tr key={u.id_chamada}>
                  <Table.Td>{isoParaBr(u.data_c)}</Table.Td>
                  <Table.Td>{u.nome_turma}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={u.presenca === 1 ? 'teal.9' : 'red.9'} variant="filled">
                      {u.presenca === 1 ? MSG_REL.presente : MSG_REL.ausente}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{u.observacao ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      )}
    </Secao>
  );
}
