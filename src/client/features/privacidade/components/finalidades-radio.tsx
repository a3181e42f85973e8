// The optional purposes as separate yes/no questions, each with its text.
import { Radio, Stack, Text } from '@mantine/core';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import type { DocumentoVersao, Finalidade } from '#shared/schemas/privacidade.ts';

export type Respostas = Record<Finalidade, boolean | null>;

export function FinalidadesRadio({
  documentos,
  valor,
  onChange,
  erros = {},
}: {
  documentos: DocumentoVersao[];
  valor: Respostas;
  onChange: (f: Finalidade, v: boolean) => void;
  erros?: Partial<Record<Finalidade, string>>;
}) {
  return (
    <Stack gap="md">
      {documentos.map((d) => {
        const f = d.documento as Finalidade;
        const v = valor[f];
        return (
          <Radio.Group
            key={f}
            label={d.titulo}
            description={
              <Text size="sm" component="span" style={{ whiteSpace: 'pre-line' }}>
                {d.texto?.replace(/^.*\n+/, '')}
              </Text>
            }
            required
            value={v === null ? '' : v ? 'sim' : 'nao'}
            onChange={(x) => onChange(f, x === 'sim')}
            error={erros[f]}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="sim" label={M.sim} />
              <Radio value="nao" label={M.nao} />
            </Stack>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
