// A column chart of two series over months (expected and received, a month per group):
// the months along the horizontal axis once each, two columns per month, the largest
// value on the vertical axis. Drawn as plain SVG that scales to its box, so it reads at
// 390 px; the figures are also a table for screen readers. (recharts, behind
// @mantine/charts' BarChart, weighs about 100 KB gzipped: more than a screen's 60 KB
// budget in bench/size-budget.test.ts.)
import { Group, Text, VisuallyHidden } from '@mantine/core';

export interface SerieColunas {
  rotulo: string;
  cor: string;
}

export function GraficoColunas({
  grupos,
  series,
  valores,
  formatar,
  formatarEixo,
  rotuloGrupo,
  titulo,
}: {
  /** One label per group (a month), shown once on the axis. */
  grupos: string[];
  series: [SerieColunas, SerieColunas];
  /** valores[i] = the two series' values of group i. */
  valores: [number, number][];
  formatar: (v: number) => string;
  formatarEixo: (v: number) => string;
  rotuloGrupo: string;
  titulo: string;
}) {
  const largura = 360;
  const altura = 180;
  const base = altura - 22;
  const topo = 8;
  const maximo = Math.max(1, ...valores.flat());
  const marcas = [0, 0.5, 1].map((f) => ({ f, texto: formatarEixo(maximo * f) }));
  // Room on the left for the longest axis figure ("R$ 3,1 mil") at its 9-unit font, whose
  // characters are at most about 6 units wide: never cut at the chart's edge.
  const esquerda = Math.max(32, Math.ceil(6 * Math.max(...marcas.map((m) => m.texto.length))) + 8);
  const passo = (largura - esquerda) / Math.max(1, grupos.length);
  const coluna = Math.max(2, passo * 0.36);
  const y = (v: number) => base - ((base - topo) * v) / maximo;
  return (
    <div data-testid="grafico-meses">
      <Group gap="md" mb={6}>
        {series.map((s) => (
          <Group key={s.rotulo} gap={6}>
            <span
              aria-hidden
              style={{ width: 12, height: 12, borderRadius: 2, background: s.cor, display: 'inline-block' }}
            />
            <Text size="sm">{s.rotulo}</Text>
          </Group>
        ))}
      </Group>
      <svg
        viewBox={`0 0 ${largura} ${altura}`}
        width="100%"
        role="img"
        aria-label={titulo}
        style={{ display: 'block' }}
      >
        {marcas.map(({ f, texto }) => (
          <g key={f}>
            <line
              x1={esquerda}
              x2={largura}
              y1={y(maximo * f)}
              y2={y(maximo * f)}
              stroke="#dee2e6"
              strokeWidth={1}
            />
            <text x={esquerda - 4} y={y(maximo * f) + 3} fontSize={9} textAnchor="end" fill="#495057">
              {texto}
            </text>
          </g>
        ))}
        {grupos.map((g, i) => {
          const x = esquerda + i * passo + (passo - 2 * coluna) / 2;
          const [a, b] = valores[i] ?? [0, 0];
          return (
            <g key={g}>
              <rect x={x} y={y(a)} width={coluna} height={base - y(a)} fill={series[0].cor}>
                <title>{`${g} · ${series[0].rotulo}: ${formatar(a)}`}</title>
              </rect>
              <rect x={x + coluna} y={y(b)} width={coluna} height={base - y(b)} fill={series[1].cor}>
                <title>{`${g} · ${series[1].rotulo}: ${formatar(b)}`}</title>
              </rect>
              <text
                x={esquerda + i * passo + passo / 2}
                y={altura - 8}
                fontSize={9}
                textAnchor="middle"
                fill="#212529"
              >
                {passo < 34 ? g.split('/')[0] : g}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{titulo}</caption>
          <thead>
            <tr>
              <th>{rotuloGrupo}</th>
              <th>{series[0].rotulo}</th>
              <th>{series[1].rotulo}</th>
            </tr>
          </thead>
          <tbody>
            {grupos.map((g, i) => (
              <tr key={g}>
                <th>{g}</th>
                <td>{formatar(valores[i]?.[0] ?? 0)}</td>
                <td>{formatar(valores[i]?.[1] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
