// The export's parts about what the club lent the person, the messages it sent them and the
// trial classes booked by or for them.
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { ROTULOS_STATUS_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { ROTULOS_ESTADO_MATERIAL } from '#shared/messages/material.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';
import { type FormatoInstante, Lista, Parte, rotulo } from './exportacao-partes';

const D = MSG_AUDITORIA.doc;

export function Material({ m, quando }: { m: Exportacao['material']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-material" titulo={D.material}>
      <Lista
        itens={m.map((x) =>
          [
            D.emprestimo(x.item, quando(x.emprestado_em), isoParaBr(x.devolver_ate)),
            x.devolvido_em === null
              ? D.comAPessoa
              : D.devolvido(
                  quando(x.devolvido_em),
                  rotulo(ROTULOS_ESTADO_MATERIAL, x.estado_devolucao) ?? '',
                ),
          ].join(' · '),
        )}
      />
    </Parte>
  );
}

export function Mensagens({ m, quando }: { m: Exportacao['mensagens']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-mensagens" titulo={D.mensagens}>
      <Lista
        itens={m.map((x) =>
          [
            D.mensagem(quando(x.criada_em), rotulo(MSG_MENSAGENS.motivos, x.motivo) ?? '', x.assunto),
            D.para(x.destino),
            rotulo(MSG_MENSAGENS.status, x.status),
          ].join(' · '),
        )}
      />
    </Parte>
  );
}

export function Experimentais({ x, quando }: { x: Exportacao['experimentais']; quando: FormatoInstante }) {
  return (
    <Parte id="exp-experimentais" titulo={D.experimentais}>
      <Lista
        itens={x.map((e) =>
          [
            D.experimental(e.turma, isoParaBr(e.data), rotulo(ROTULOS_STATUS_EXPERIMENTAL, e.status) ?? ''),
            [e.nome, e.email, e.telefone].filter(Boolean).join(', '),
            e.nome_responsavel &&
              D.responsavelContato(
                [e.nome_responsavel, e.email_responsavel, e.telefone_responsavel].filter(Boolean).join(', '),
              ),
            e.consentimento_em && D.contatoAutorizadoEm(quando(e.consentimento_em)),
          ]
            .filter(Boolean)
            .join(' · '),
        )}
      />
    </Parte>
  );
}
