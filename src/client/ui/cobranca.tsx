// What several screens show of a charge: its status badge, and its Pix as the public
// page and the administrator's charge detail show it: the QR code (the server's SVG,
// shown as an image so no markup is injected into the page) and the copia-e-cola text
// with a copy button.
import { Badge, Button, CopyButton, Image, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import type { StatusCobranca as Status } from '#shared/schemas/financeiro.ts';

/** A charge's status as a badge: Aberta, Vencida (open and past due), Paga, Cancelada. */
export function StatusCobranca({ status, vencida }: { status: Status; vencida: boolean }) {
  const qual = status === 'aberta' && vencida ? 'vencida' : status;
  const cor = { aberta: 'indigo.8', vencida: 'red.9', paga: 'teal.9', cancelada: 'gray.7' }[qual];
  return (
    <Badge color={cor} variant="filled" data-testid="status-cobranca">
      {MSG_FIN.statusCobranca[qual]}
    </Badge>
  );
}

const svgComoImagem = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function PixQr({ svg, tamanho = 240 }: { svg: string; tamanho?: number }) {
  return (
    <Image
      src={svgComoImagem(svg)}
      alt={MSG_FIN.qrDescricao}
      w={tamanho}
      h={tamanho}
      fit="contain"
      data-testid="qr"
    />
  );
}

export function CopiaECola({ codigo }: { codigo: string }) {
  return (
    <Stack gap="xs">
      <Textarea
        label={MSG_FIN.copiaECola}
        value={codigo}
        readOnly
        autosize
        minRows={3}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={codigo}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            color={copied ? 'teal.9' : 'indigo.8'}
            leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          >
            {copied ? MSG_FIN.copiado : MSG_FIN.copiar}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
