// The parts of a person's export as a document a guardian can be handed: pt-BR labels,
// people and classes by name, days as DD/MM/AAAA, and only the parts that have something.
import { Card, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ROTULO_DIA, ROTULO_GENERO, ROTULO_MAO, ROTULO_PLANO } from '#shared/constants.ts';
import { MSG_AUDITORIA, rotuloAcao } from '#shared/messages/auditoria.ts';
import { ROTULO_FORMA, ROTULO_LINHA, ROTULO_STATUS } from '#shared/messages/financeiro.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { formatarTelefone } from '#shared/rules/frequencia.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';
import classes from './exportacao.module.css';

const D = MSG_AUDITORIA.doc;

/** A label of a stored code, or the code itself when it has none. */
export const rotulo = <T extends Record<string, string>>(mapa: T, v: string | null) =>
  v === null ? null : ((mapa as Record<string, string>)[v] ?? v);

/** 000.000.000-00 and 00000-000, as the forms show them; other lengths as stored. */
const cpfBr = (v: string) =>
  /^\d{11}$/.test(v) ? v.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : v;
const cepBr = (v: string) => (/^\d{8}$/.test(v) ? `${v.slice(0, 5)}-${v.slice(5)}` : v);

/** An instant (ISO 8601) as DD/MM/AAAA HH:mm in the club's time zone. */
export type FormatoInstante = (iso: string) => string;

export function Parte({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={id}
      className={classes.secao}
    >
      <Title order={3} size="h4" id={id} mb="xs">
        {titulo}
      </Title>
      {children}
    </Card>
  );
}

/** Label and value pairs; a pair without a value is left out. */
function Campos({ itens }: { itens: [string, ReactNode | null | undefined][] }) {
  const presentes = itens.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <dl className={classes.campos}>
      {presentes.map(([r, v]) => (
        <div key={r} style={{ display: 'contents' }}>
          <dt>{r}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Lista({ itens }: { itens: ReactNode[] }) {
  return (
    <ul className={classes.lista}>
      {itens.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items of a fixed document, never reordered
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function Dados({ d, quando }: { d: Exportacao['dados']; quando: FormatoInstante }) {
  const e = d.endereco;
  const endereco =
    e &&
    [`${e.rua}, ${e.numero}`, e.bairro, `${e.cidade}/${e.estado}`, cepBr(e.cep)].filter(Boolean).join(' · ');
  // After an anonymisation only the year of birth is real.
  const nascimento: [string, string | null] =
    d.anonimizada_em && d.nascimento
      ? [D.anoNascimento, d.nascimento.slice(0, 4)]
      : [D.nascimento, d.nascimento && isoParaBr(d.nascimento)];
  return (
    <Parte id="exp-dados" titulo={D.dados}>
      <Campos
        itens={[
          [D.nome, d.nome],
          nascimento,
          [D.cpf, d.cpf && cpfBr(d.cpf)],
          [D.rg, d.rg],
          [D.email, d.email],
          [D.telefone, d.telefone && formatarTelefone(d.telefone)],
          [D.genero, rotulo(ROTULO_GENERO, d.genero)],
          [D.endereco, endereco],
          [D.anonimizadaEm, d.anonimizada_em && quando(d.anonimizada_em)],
        ]}
      />
    </Parte>
  );
}

export function Responsaveis({ r }: { r: Exportacao['responsaveis'] }) {
  return (
    <Parte id="exp-responsaveis" titulo={D.responsaveis}>
      <Lista
        itens={r.map((p) => (
          <>
            <strong>{p.nome}</strong> — {D.relacoes[p.relacao]}
            {[p.telefone && formatarTelefone(p.telefone), p.email].filter(Boolean).map((c) => ` · ${c}`)}
          </>
        ))}
      />
    </Parte>
  );
}

export function ResponsavelPor({ r }: { r: Exportacao['responsavel_por'] }) {
  return (
    <Parte id="exp-responsavel-por" titulo={D.responsavelPor}>
      <Lista
        itens={r.map((a) => (
          <>
            <strong>{a.nome}</strong> — {D.relacoes[a.relacao]}
          </>
        ))}
      />
    </Parte>
  );
}

export function Matricula({ m }: { m: NonNullable<Exportacao['matricula']> }) {
  return (
    <Parte id="exp-matricula" titulo={D.matricula}>
      <Campos
        itens={[
          [D.tipoAluno, rotulo(MSG_REL.tiposAluno, m.tipo_aluno)],
          [D.plano, rotulo(ROTULO_PLANO, m.tipo_plano)],
          [D.diaPagamento, m.dia_pagamento && String(m.dia_pagamento)],
          [D.mao, rotulo(ROTULO_MAO, m.destro_canhoto)],
          [D.inicio, isoParaBr(m.inicio)],
          [D.saida, m.saida && isoParaBr(m.saida)],
          [D.motivoSaida, m.motivo_saida],
        ]}
      />
    </Parte>
  );
}

const turmaTexto = (t: { nome: string; dia_semana: string; horario: string }) =>
  `${t.nome} — ${rotulo(ROTULO_DIA, t.dia_semana)}, ${t.horario}`;

export function Turmas({ t }: { t: Exportacao['turmas'] }) {
  return (
    <Parte id="exp-turmas" titulo={D.turmas}>
      <Lista
        itens={t.map((x) =>
          [turmaTexto(x), x.desde && D.desde(isoParaBr(x.desde)), !x.atual && D.turmaAnterior]
            .filter(Boolean)
            .join(' · '),
        )}
      />
    </Parte>
  );
}

export function Frequencia({ f }: { f: Exportacao['frequencia'] }) {
  return (
    <Parte id="exp-frequencia" titulo={D.frequencia}>
      <Text size="sm" mb="xs">
        {D.resumoFrequencia(f.filter((m) => m.presente).length, f.length)}
      </Text>
      <Table verticalSpacing={2} fz="sm" aria-labelledby="exp-frequencia">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{D.data}</Table.Th>
            <Table.Th>{D.turma}</Table.Th>
            <Table.Th>{D.presenca}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {f.map((m) => (
            <Table.Tr key={`${m.data}-${m.turma}`}>
              <Table.Td>{isoParaBr(m.data)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.turma}</Table.Td>
              <Table.Td>{m.presente ? D.presente : D.falta}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Parte>
  );
}

export function Professor({ p }: { p: NonNullable<Exportacao['professor']> }) {
  return (
    <Parte id="exp-professor" titulo={D.professor}>
      <Campos
        itens={[
          [D.inativoDesde, p.inativo_desde && isoParaBr(p.inativo_desde)],
          [D.turmasLeciona, p.turmas.length > 0 ? p.turmas.map(turmaTexto).join('; ') : null],
        ]}
      />
    </Parte>
  );
}

export function Atividade({ a, quando }: { a: Exportacao['atividade']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-atividade" titulo={D.atividade}>
      <Lista itens={a.map((x) => `${quando(x.em)} — ${D.tiposAtividade[x.tipo]}: ${x.turma}`)} />
    </Parte>
  );
}

const competenciaBr = (c: string) => `${c.slice(5, 7)}/${c.slice(0, 4)}`;

export function Cobrancas({ c, quando }: { c: Exportacao['cobrancas']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-cobrancas" titulo={D.cobrancas}>
      <Lista
        itens={c.map((x) => (
          <>
            {`${D.competencia} ${competenciaBr(x.competencia)} · ${D.vencimento} ${isoParaBr(x.vencimento)} · ${formatarReais(x.valor)} · ${rotulo(ROTULO_STATUS, x.status)}`}
            {x.pagamentos.length > 0 && (
              <Lista
                itens={x.pagamentos.map((p) =>
                  [
                    D.pagamento(
                      isoParaBr(p.pago_em),
                      formatarReais(p.valor),
                      rotulo(ROTULO_FORMA, p.forma) ?? '',
                      p.numero_recibo,
                    ),
                    p.pagador && D.pagador(p.pagador),
                    p.estornado_em && D.estornado(quando(p.estornado_em)),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                )}
              />
            )}
          </>
        ))}
      />
    </Parte>
  );
}

export function Descontos({ d, quando }: { d: Exportacao['descontos']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-descontos" titulo={D.descontos}>
      <Lista
        itens={d.map((x) => `${rotulo(ROTULO_LINHA, x.tipo)}: ${x.motivo} (${quando(x.definido_em)})`)}
      />
    </Parte>
  );
}

export function Consentimentos({
  c,
  nome,
  quando,
}: {
  c: Exportacao['consentimentos'];
  nome: string;
  quando: FormatoInstante;
}) {
  return (
    <Parte id="exp-consentimentos" titulo={D.consentimentos}>
      <Lista
        itens={c.map((x) =>
          [
            `${rotulo(MSG_PRIVACIDADE.documentos, x.documento)} (${D.versao(x.versao)}): ${D.respostas[x.resposta]}`,
            D.por(x.por, quando(x.em)),
            x.aluno !== nome && D.paraAluno(x.aluno),
          ]
            .filter(Boolean)
            .join(' '),
        )}
      />
    </Parte>
  );
}

export function Links({ l, quando }: { l: Exportacao['links_consentimento']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-links" titulo={D.links}>
      <Lista
        itens={l.map((x) =>
          [`${D.criadoEm} ${quando(x.criado_em)}`, x.expira_em && `${D.validoAte} ${quando(x.expira_em)}`]
            .filter(Boolean)
            .join(' · '),
        )}
      />
    </Parte>
  );
}

export function Pedidos({ p }: { p: Exportacao['pedidos'] }) {
  return (
    <Parte id="exp-pedidos" titulo={D.pedidos}>
      <Lista
        itens={p.map((x) =>
          [
            `${rotulo(MSG_PRIVACIDADE.tipos, x.tipo)} — ${MSG_PRIVACIDADE.recebidoEm} ${isoParaBr(x.recebido_em)}`,
            `${D.prazo} ${isoParaBr(x.prazo)}`,
            rotulo(MSG_PRIVACIDADE.statusPedido, x.status),
            x.respondido_em && `${D.respondidoEm} ${isoParaBr(x.respondido_em)}`,
          ]
            .filter(Boolean)
            .join(' · '),
        )}
      />
    </Parte>
  );
}

export function Acessos({ a, quando }: { a: Exportacao['acessos']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-acessos" titulo={MSG_AUDITORIA.acessos}>
      <Table verticalSpacing={2} fz="sm" aria-labelledby="exp-acessos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{MSG_AUDITORIA.quando}</Table.Th>
            <Table.Th>{MSG_AUDITORIA.quem}</Table.Th>
            <Table.Th>{MSG_AUDITORIA.acao}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {a.map((x) => (
            <Table.Tr key={x.id_auditoria}>
              <Table.Td>{quando(x.quando)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {x.quem ? x.quem.nome : MSG_AUDITORIA.publico}
              </Table.Td>
              <Table.Td>{rotuloAcao(x.acao)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Parte>
  );
}
