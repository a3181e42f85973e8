// A sheet's sync state on the chamada page: "Salva no aparelho", "Enviando…",
// "Enviada", "Erro: <motivo>", and "Sincronizar agora" while it waits.
import { Button, VisuallyHidden } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { MSG_OFF } from '#shared/messages/offline.ts';
import type { FolhaLocal } from './aparelho';
import { enviarFila } from './envio';
import classes from './estado-envio.module.css';

function rotulo(f: FolhaLocal): { texto: string; cor: string } {
  switch (f.estado) {
    case 'na_fila':
    case 'rascunho':
      return { texto: MSG_OFF.salvaNoAparelho, cor: 'gray.7' };
    case 'enviando':
      return { texto: MSG_OFF.enviando, cor: 'blue.8' };
    case 'enviada':
      return { texto: MSG_OFF.enviada, cor: 'teal.8' };
    case 'conflito':
      return { texto: MSG_OFF.conflito, cor: 'orange.8' };
    case 'erro':
      return { texto: MSG_OFF.erro(f.erro ?? ''), cor: 'red.8' };
  }
}

export function EstadoEnvio({ folha, online }: { folha: FolhaLocal; online: boolean }) {
  const [ocupado, setOcupado] = useState(false);
  const { texto, cor } = rotulo(folha);
  const Icone =
    folha.estado === 'enviada' ? IconCloudCheck : folha.estado === 'erro' ? IconCloudOff : IconCloudUpload;
  const espera = folha.estado === 'na_fila' || (folha.estado === 'erro' && folha.id_envio !== undefined);
  const corCss = `var(--mantine-color-${cor.replace('.', '-')})`;
  return (
    <div className={classes.estado}>
      <div className={classes.rotulo} aria-live="polite" data-testid="estado-envio">
        <Icone size={18} aria-hidden color={corCss} />
        <p className={classes.texto} style={{ '--cor': corCss } as CSSProperties}>
          <VisuallyHidden>{MSG_OFF.estadoDoEnvio}: </VisuallyHidden>
          {texto}
        </p>
        {folha.estado === 'na_fila' && !online && <p className={classes.espera}>{MSG_OFF.aguardaConexao}</p>}
      </div>
      {espera && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={ocupado}
          onClick={() => {
            setOcupado(true);
            void enviarFila()
              .catch(() => undefined)
              .finally(() => setOcupado(false));
          }}
        >
          {MSG_OFF.sincronizarAgora}
        </Button>
      )}
    </div>
  );
}
