// /material/atrasados: club gear past its due day, oldest first: the item, the student,
// how many days late, and whom to write to (guardian 1, or the student enrolled alone)
// with a WhatsApp link whose polite message names the student, the item and the day.
import { Anchor, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PaginaMaterial } from '#client/features/material/components/partes.tsx';
import { PAGE_SIZE, useAtrasados } from '#client/features/material/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { MSG_MATERIAL as M, nomeDoMaterial } from '#shared/messages/material.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarTelefone } from '#shared/rules/frequencia.ts';

export default function AtrasadosPage() {
  const { busca, setBusca, q } = useBusca();
  const pos = usePosicao(q);
  const lista = useAtrasados(q, pos.posicao);
  const pagina = lista.data;
  return (
    <PaginaMaterial titulo={M.atrasados}>
      <CampoBusca label={M.buscar} value={busca} onChange={setBusca} maw={360} />
      {lista.isError && <BlocoErro error={lista.error} fallback={M.erroCarregar} />}
      {pagina && pagina.items.length === 0 && <Text c="gray.7">{M.semAtrasados}</Text>}
      {pagina && pagina.items.length > 0 && (
        <ListaResponsiva
          rotulo={M.atrasados}
          itens={pagina.items}
          chave={(a) => a.id_emprestimo}
          testId="atrasados"
          colunas={[
            {
              titulo: M.item,
              principal: true,
              valor: (a) => (
                <Anchor component={Link} to={paths.materialItem(a.id_material)} c="indigo.8" fw={700}>
                  {nomeDoMaterial(a)}
                </Anchor>
              ),
            },
            { titulo: M.aluno, valor: (a) => <LinkAluno id={a.id_aluno} nome={a.nome_aluno} /> },
            { titulo: M.devolverAte, valor: (a) => isoParaBr(a.devolver_ate) },
            { titulo: M.diasAtraso, direita: true, valor: (a) => a.dias_atraso },
            { titulo: M.responsavel, valor: (a) => a.responsavel.nome },
            {
              titulo: M.telefone,
              valor: (a) => (a.responsavel.telefone ? formatarTelefone(a.responsavel.telefone) : '—'),
            },
            {
              titulo: M.whatsapp,
              acao: true,
              valor: (a) =>
                a.whatsapp && (
                  <Anchor
                    href={a.whatsapp}
                    target="_blank"
                    rel="noopener"
                    c="teal.9"
                    aria-label={M.enviarWhatsApp(a.responsavel.nome)}
                  >
                    <IconBrandWhatsapp size={24} style={{ verticalAlign: 'middle' }} aria-hidden />
                  </Anchor>
                ),
            },
          ]}
        />
      )}
      {pagina && <Paginacao pagina={pagina} inicio={pos.inicioDe(pagina)} ir={pos.ir} pageSize={PAGE_SIZE} />}
    </PaginaMaterial>
  );
}
