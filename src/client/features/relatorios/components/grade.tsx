// One class over a period: students × class dates with P / F (blank: not sent, or
// not in the class yet), each student's totals and rate, each date's counts. Prints
// alone on A4 landscape (grade.module.css).
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { porcento } from '#client/ui/indicadores.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { GradeTurma } from '#shared/schemas/relatorios.ts';
import classes from './grade.module.css';

export function Grade({ grade: g }: { grade: GradeTurma }) {
  return (
    <div>
      <div className={classes.soImpressao}>
        <Text fw={700}>
          {g.turma.nome_turma} · {ROTULO_DIA[g.turma.dia_semana]} {g.turma.horario} · {g.turma.nome_unidade} ·{' '}
          {g.turma.nome_professor}
        </Text>
        <Text size="sm" mb="xs">
          {isoParaBr(g.de)} – {isoParaBr(g.ate)} · {MSG_REL.taxa}: {porcento(g.indicadores.taxa)}
        </Text>
      </div>
      <Rolagem rotulo={g.turma.nome_turma} className={classes.rolagem}>
        <table className={classes.grade} aria-label={`${MSG_REL.gradeTurma}: ${g.turma.nome_turma}`}>
          <thead>
            <tr>
              <th scope="col" className={classes.nome}>
                {MSG_REL.aluno}
              </th>
              {g.datas.map((d) => (
                <th
                  key={d.data}
                  scope="col"
                  className={d.enviada ? undefined : classes.naoEnviada}
                  title={d.enviada ? undefined : MSG_REL.naoEnviada}
                >
                  {isoParaBr(d.data).slice(0, 5)}
                </th>
              ))}
              <th scope="col">{MSG_REL.presencas}</th>
              <th scope="col">{MSG_REL.faltas}</th>
              <th scope="col">{MSG_REL.taxa}</th>
            </tr>
          </thead>
          <tbody>
            {g.alunos.map((a) => (
              <tr key={a.id_aluno}>
                <th scope="row" className={classes.nome}>
                  <Anchor c="indigo.8" component={Link} to={paths.aluno(a.id_aluno)} size="sm">
                    {a.nome}
                  </Anchor>
                </th>
                {a.marcas.map((m, i) => (
                  <td key={g.datas[i].data} className={m === 1 ? classes.p : m === 0 ? classes.f : undefined}>
                    {m === 1 ? 'P' : m === 0 ? 'F' : ''}
                  </td>
                ))}
                <td>{a.presencas}</td>
                <td>{a.faltas}</td>
                <td className={classes.total}>{porcento(a.taxa)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={classes.nome}>
                {MSG_REL.presencas}
              </th>
              {g.datas.map((d) => (
                <td key={d.data}>{d.enviada ? d.presentes : ''}</td>
              ))}
              <td>{g.indicadores.presencas}</td>
              <td>{g.indicadores.faltas}</td>
              <td className={classes.total}>{porcento(g.indicadores.taxa)}</td>
            </tr>
            <tr>
              <th scope="row" className={classes.nome}>
                {MSG_REL.faltas}
              </th>
              {g.datas.map((d) => (
                <td key={d.data}>{d.enviada ? d.ausentes : ''}</td>
              ))}
              <td colSpan={3} />
            </tr>
          </tfoot>
        </table>
      </Rolagem>
      <Group gap="md" mt="xs" className={classes.naoImprimir}>
        <Text size="xs" c="gray.7">
          P = {MSG_REL.presente} · F = {MSG_REL.ausente} · <em>{MSG_REL.naoEnviada}</em>
        </Text>
      </Group>
    </div>
  );
}

export const classesImpressao = { impressao: classes.impressao, naoImprimir: classes.naoImprimir };
