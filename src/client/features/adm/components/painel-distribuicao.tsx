// The dashboard's distributions of the active students (by type, unit, city, category,
// gender and hand): bars, each a link to the student list with that filter.
import '@mantine/charts/styles.css';
import { BarsList } from '@mantine/charts';
import { Anchor, Button, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ativos, numero } from '#client/features/adm/components/painel-formato.ts';
import { paths } from '#client/paths.ts';
import { Grafico } from '#client/ui/graficos.tsx';
import { porcento } from '#client/ui/indicadores.tsx';
import { ROTULO_GENERO, ROTULO_MAO } from '#shared/constants.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { MSG_PAINEL } from '#shared/messages/painel.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import type { Painel } from '#shared/schemas/painel.ts';

interface Item {
  rotulo: string;
  valor: number;
  link: string;
}

/**
 * A distribution as bars (BarsList), each a link to its list: the label above its bar,
 * the count in the bar, the share of the whole beside it. The first `mostrar` unless opened.
 */
function Distribuicao({
  id,
  titulo,
  itens,
  mostrar = 8,
  descricao,
}: {
  id: string;
  titulo: string;
  itens: Item[];
  mostrar?: number;
  descricao?: string;
}) {
  const [todas, setTodas] = useState(false);
  const vistos = todas ? itens : itens.slice(0, mostrar);
  const soma = itens.reduce((s, i) => s + i.valor, 0);
  const parte = (v: number) => porcento(soma === 0 ? null : Math.round((v * 1000) / soma) / 10);
  const data = vistos.map((i, k) => ({
    name: numero(i.valor),
    value: i.valor,
    color: 'indigo.2',
    textColor: 'dark.9',
    k,
  }));
  return (
    <Grafico id={id} titulo={titulo}>
      {descricao && (
        <Text size="sm" c="gray.7" mb="xs">
          {descricao}
        </Text>
      )}
      {itens.length === 0 ? (
        <Text c="gray.7">{MSG_PAINEL.semTurmas}</Text>
      ) : (
        <BarsList
          data={data}
          valueFormatter={(v) => parte(v)}
          minBarSize={36}
          barHeight={24}
          barGap={8}
          data-testid={id}
          renderBar={(item, barra) => {
            const i = vistos[(item as (typeof data)[number]).k];
            return (
              <Anchor
                component={Link}
                to={i.link}
                underline="never"
                c="inherit"
                display="block"
                data-valor={i.valor}
              >
                <Text size="sm" c="dark.9" truncate>
                  {i.rotulo}
                </Text>
                {barra}
              </Anchor>
            );
          }}
        />
      )}
      {itens.length > mostrar && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setTodas((v) => !v)}>
          {todas ? MSG_PAINEL.verMenos : MSG_PAINEL.verTodas(itens.length)}
        </Button>
      )}
    </Grafico>
  );
}

/** The six distributions, two per row from a tablet up. */
export function Distribuicoes({ p }: { p: Painel }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Distribuicao
        id="painel-tipos"
        titulo={MSG_PAINEL.porTipo}
        itens={p.ativos.tipos.map((t) => ({
          rotulo: MSG_REL.tiposAluno[t.tipo],
          valor: t.alunos,
          link: ativos({ tipo: t.tipo }),
        }))}
      />
      <Distribuicao
        id="painel-unidades"
        titulo={MSG_PAINEL.porUnidade}
        itens={p.unidades.map((u) => ({
          rotulo: u.nome,
          valor: u.alunos,
          link: paths.admAlunosFiltro({ unidade: u.id_unidade }),
        }))}
      />
      <Distribuicao
        id="painel-cidades"
        titulo={MSG_PAINEL.porCidade}
        itens={p.cidades.map((c) => ({
          rotulo: c.cidade ?? MSG_PAINEL.semEndereco,
          valor: c.alunos,
          link: ativos({ cidade: c.cidade ?? '-' }),
        }))}
      />
      <Distribuicao
        id="painel-categorias"
        titulo={MSG_PAINEL.porCategoria}
        descricao={MSG_PAINEL.categoriaDescricao}
        mostrar={10}
        itens={p.categorias
          .filter((c) => c.categoria !== null || c.alunos > 0)
          .map((c) => ({
            rotulo: c.categoria ?? MSG_ESGRIMA.semCategoria,
            valor: c.alunos,
            link: ativos({ categoria: c.categoria ?? '-' }),
          }))}
      />
      <Distribuicao
        id="painel-generos"
        titulo={MSG_PAINEL.genero}
        itens={p.generos.map((g) => ({
          rotulo: g.genero ? ROTULO_GENERO[g.genero] : MSG_PAINEL.naoInformado,
          valor: g.alunos,
          link: ativos({ genero: g.genero ?? '-' }),
        }))}
      />
      <Distribuicao
        id="painel-maos"
        titulo={MSG_PAINEL.mao}
        itens={p.maos.map((m) => ({
          rotulo: m.mao ? ROTULO_MAO[m.mao] : MSG_PAINEL.naoInformado,
          valor: m.alunos,
          link: ativos({ mao: m.mao ?? '-' }),
        }))}
      />
    </SimpleGrid>
  );
}
