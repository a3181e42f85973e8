// /financeiro/inadimplentes: the students with overdue charges: how many, the total
// due today, days late, and the financial guardian's phone with a WhatsApp link whose
// polite pre-filled message lists each charge with its amount and its own public link.
import { Anchor } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { ListaPaginada } from '#client/features/financeiro/components/lista-paginada.tsx';
import { useInadimplentes } from '#client/features/financeiro/queries.ts';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { usePosicao } from '#client/ui/paginacao.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { formatarTelefone } from '#shared/rules/frequencia.ts';

export default function InadimplentesPage() {
  const { busca, setBusca, q } = useBusca();
  const pos = usePosicao(q);
  const lista = useInadimplentes(q, pos.posicao);

  return (
    <PaginaFinanceiro titulo={MSG_FIN.inadimplentes}>
      <CampoBusca label={MSG_FIN.buscarAluno} value={busca} onChange={setBusca} maw={360} />
      <ListaPaginada
        lista={lista}
        posicao={pos}
        rotulo={MSG_FIN.inadimplentes}
        vazio={MSG_FIN.semInadimplentes}
        chave={(i) => i.id_aluno}
        testId="inadimplentes"
        colunas={[
          {
            titulo: MSG_FIN.aluno,
            principal: true,
            valor: (i) => <LinkAluno id={i.id_aluno} nome={i.nome_aluno} />,
          },
          { titulo: MSG_FIN.quantas, direita: true, valor: (i) => i.cobrancas },
          { titulo: MSG_FIN.devidoHoje, direita: true, valor: (i) => formatarReais(i.total_devido_hoje) },
          { titulo: MSG_FIN.diasAtraso, direita: true, valor: (i) => i.dias_atraso },
          { titulo: MSG_FIN.responsavel, valor: (i) => i.responsavel_financeiro?.nome ?? '—' },
          {
            titulo: MSG_FIN.telefone,
            valor: (i) =>
              i.responsavel_financeiro?.telefone ? formatarTelefone(i.responsavel_financeiro.telefone) : '—',
          },
          {
            titulo: MSG_FIN.whatsapp,
            acao: true,
            valor: (i) =>
              i.whatsapp && (
                <Anchor
                  href={i.whatsapp}
                  target="_blank"
                  rel="noopener"
                  c="teal.9"
                  aria-label={MSG_FIN.enviarWhatsApp(i.responsavel_financeiro?.nome ?? i.nome_aluno)}
                >
                  <IconBrandWhatsapp size={24} style={{ verticalAlign: 'middle' }} aria-hidden />
                </Anchor>
              ),
          },
        ]}
      />
    </PaginaFinanceiro>
  );
}
