// /financeiro/precos: the club's prices per plan (mensal per month, semestral per 6
// months, anual per 12 months), a unit's overrides (blank: the club's price), and the
// history of changes. A change applies to the charges issued after it.
import { Button, Card, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { Carregando, PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import {
  useFiltrosFinanceiro,
  useHistoricoPrecos,
  usePrecos,
  usePrecosUnidade,
  useSalvarPrecos,
  useSalvarPrecosUnidade,
} from '#client/features/financeiro/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { ValorInput, valorLegivel } from '#client/ui/valor-input.tsx';
import { TIPOS_PLANO } from '#shared/constants.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { dataHoraCurta, FUSO_CLUBE } from '#shared/rules/datas.ts';
import { formatarReais, parseReais, reaisParaCampo } from '#shared/rules/dinheiro.ts';
import {
  type Precos,
  type PrecosInput,
  type PrecoUnidadeInput,
  precosInput,
  precoUnidadeInput,
} from '#shared/schemas/financeiro.ts';

type Form = Record<(typeof TIPOS_PLANO)[number], string>;
const VAZIO: Form = { mensal: '', semestral: '', anual: '' };

const doServidor = (p: Precos): Form => ({
  mensal: p.mensal === null ? '' : reaisParaCampo(p.mensal),
  semestral: p.semestral === null ? '' : reaisParaCampo(p.semestral),
  anual: p.anual === null ? '' : reaisParaCampo(p.anual),
});
/** Typed amounts as centavos; blank is null (a unit's override: the club's price). */
const centavosDe = (f: Form) =>
  Object.fromEntries(TIPOS_PLANO.map((p) => [p, f[p].trim() ? (parseReais(f[p]) ?? f[p]) : null]));
const legiveis = (f: Form) => Object.assign({}, ...TIPOS_PLANO.map((p) => valorLegivel(f[p], p)));

export default function PrecosPage() {
  const [unidade, setUnidade] = useState<number | null>(null);
  const unidades = useFiltrosFinanceiro(undefined).data?.unidades ?? [];
  return (
    <PaginaFinanceiro titulo={MSG_FIN.precos}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PrecosClube />
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="precos-unidade">
          <Title order={3} size="h4" id="precos-unidade" mb="xs">
            {MSG_FIN.precosUnidade}
          </Title>
          <NativeSelect
            label={MSG_FIN.escolhaUnidade}
            value={unidade === null ? '' : String(unidade)}
            onChange={(e) => setUnidade(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            data={[
              { value: '', label: MSG_FIN.selecioneUnidade },
              ...unidades.map((u) => ({ value: String(u.id_unidade), label: u.nome })),
            ]}
            mb="sm"
          />
          {unidade !== null && <PrecosUnidade key={unidade} id={unidade} />}
        </Card>
      </SimpleGrid>
      {unidade !== null && (
        <Historico
          idUnidade={unidade}
          titulo={MSG_FIN.historicoUnidade(unidades.find((u) => u.id_unidade === unidade)?.nome ?? '')}
          vazio={MSG_FIN.semHistoricoUnidade}
        />
      )}
      <Historico idUnidade={null} titulo={MSG_FIN.historicoClube} vazio={MSG_FIN.semHistorico} />
    </PaginaFinanceiro>
  );
}

function CamposPlanos({ form, obrigatorio }: { form: Parameters<typeof campoDe>[0]; obrigatorio: boolean }) {
  return (
    <Stack gap="sm">
      {TIPOS_PLANO.map((p) => (
        <ValorInput key={p} {...campoDe(form, p)} label={MSG_FIN.planos[p]} required={obrigatorio} />
      ))}
    </Stack>
  );
}

function PrecosClube() {
  const atual = usePrecos();
  const salvar = useSalvarPrecos();
  const form = useFormulario<Form, PrecosInput>({
    initialValues: VAZIO,
    validate: checarCom(precosInput, centavosDe, legiveis),
    transformValues: (f) => precosInput.parse(centavosDe(f)),
  });
  const { initialize } = form;
  useEffect(() => {
    if (atual.data) initialize(doServidor(atual.data));
  }, [atual.data, initialize]);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="precos-clube">
      <Title order={3} size="h4" id="precos-clube" mb="xs">
        {MSG_FIN.precosClube}
      </Title>
      {atual.isError ? (
        <BlocoErro error={atual.error} />
      ) : !atual.data ? (
        <Carregando />
      ) : (
        <form
          noValidate
          aria-label={MSG_FIN.precosClube}
          onSubmit={enviarFormulario(form, { salvar: salvar.mutateAsync, aviso: MSG_FIN.salvo })}
        >
          <CamposPlanos form={form} obrigatorio />
          <Button type="submit" mt="md" loading={salvar.isPending}>
            {MSG_FIN.salvarPrecos}
          </Button>
        </form>
      )}
    </Card>
  );
}

function PrecosUnidade({ id }: { id: number }) {
  const atual = usePrecosUnidade(id);
  const salvar = useSalvarPrecosUnidade(id);
  const form = useFormulario<Form, PrecoUnidadeInput>({
    initialValues: VAZIO,
    validate: checarCom(precoUnidadeInput, centavosDe, legiveis),
    transformValues: (f) => precoUnidadeInput.parse(centavosDe(f)),
  });
  const { initialize } = form;
  useEffect(() => {
    if (atual.data) initialize(doServidor(atual.data));
  }, [atual.data, initialize]);
  if (atual.isError) return <BlocoErro error={atual.error} />;
  if (!atual.data) return <Carregando />;
  const u = atual.data;
  return (
    <form
      noValidate
      aria-label={MSG_FIN.salvarUnidade(u.nome_unidade)}
      onSubmit={enviarFormulario(form, { salvar: salvar.mutateAsync, aviso: MSG_FIN.salvo })}
    >
      <Text size="sm" c="gray.7" mb="xs">
        {MSG_FIN.precosUnidadeAjuda}
      </Text>
      <CamposPlanos form={form} obrigatorio={false} />
      <Text size="sm" mt="xs" data-testid="efetivo">
        {MSG_FIN.efetivo(
          TIPOS_PLANO.map(
            (p) => `${MSG_FIN.planoCurto[p]} ${u.efetivo[p] === null ? '—' : formatarReais(u.efetivo[p])}`,
          ).join(' · '),
        )}
      </Text>
      <Button type="submit" mt="md" loading={salvar.isPending}>
        {MSG_FIN.salvarUnidade(u.nome_unidade)}
      </Button>
    </form>
  );
}

/** A price history: the club's, or one unit's overrides (labelled, each with its own empty text). */
function Historico({
  idUnidade,
  titulo,
  vazio,
}: {
  idUnidade: number | null;
  titulo: string;
  vazio: string;
}) {
  const historico = useHistoricoPrecos(idUnidade);
  const id = useId();
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const quando = (iso: string) => dataHoraCurta(iso, fuso);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {titulo}
      </Title>
      {historico.isError ? (
        <BlocoErro error={historico.error} />
      ) : !historico.data ? (
        <Carregando />
      ) : historico.data.length === 0 ? (
        <Text c="gray.7">{vazio}</Text>
      ) : (
        <Rolagem rotulo={titulo} minWidth={480}>
          <Table verticalSpacing={4} aria-label={titulo}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG_FIN.vigenteDesde}</Table.Th>
                <Table.Th>{MSG_FIN.plano}</Table.Th>
                <Table.Th ta="right">{MSG_FIN.valor}</Table.Th>
                <Table.Th>{MSG_FIN.alteradoPor}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {historico.data.map((h) => (
                <Table.Tr key={h.id_preco}>
                  <Table.Td>{quando(h.desde)}</Table.Td>
                  <Table.Td>{MSG_FIN.planoCurto[h.plano]}</Table.Td>
                  <Table.Td ta="right">
                    {h.valor === null ? MSG_FIN.precoClube : formatarReais(h.valor)}
                  </Table.Td>
                  <Table.Td>{h.autor ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      )}
    </Card>
  );
}
