// An item of the armory, created or edited in a dialog: type, weapon (only for blades and
// body wires), size, the club's code, condition and a note. Checked by the shared schema
// before sending; a refused code is marked beside its field.

import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useSalvarMaterial } from '#client/features/material/queries.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { ROTULO_ARMA } from '#shared/messages/esgrima.ts';
import {
  MSG_MATERIAL as M,
  ROTULOS_ESTADO_MATERIAL,
  ROTULOS_TIPO_MATERIAL,
} from '#shared/messages/material.ts';
import { ARMAS } from '#shared/rules/esgrima.ts';
import {
  ESTADOS_MATERIAL,
  type MaterialInput,
  type MaterialItem,
  materialInput,
  TIPOS_COM_ARMA,
  TIPOS_MATERIAL,
  type TipoMaterial,
} from '#shared/schemas/material.ts';

interface Form {
  tipo: TipoMaterial;
  arma: string;
  tamanho: string;
  codigo: string;
  estado: string;
  observacao: string;
}

const inicial = (m: MaterialItem | null): Form => ({
  tipo: m?.tipo ?? 'mascara',
  arma: m?.arma ?? '',
  tamanho: m?.tamanho ?? '',
  codigo: m?.codigo ?? '',
  estado: m?.estado ?? 'bom',
  observacao: m?.observacao ?? '',
});

/** A weapon is sent only for the types that name one. */
const corpo = (f: Form) => ({ ...f, arma: TIPOS_COM_ARMA.includes(f.tipo) ? f.arma : '' });

/** `item`: the item to edit, null for a new one; undefined: closed. */
export function MaterialDialog({
  item,
  onClose,
}: {
  item: MaterialItem | null | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={item !== undefined} onClose={onClose} title={item ? M.editarMaterial : M.novoMaterial}>
      {item !== undefined && <MaterialFormulario item={item} onSaved={onClose} />}
    </Modal>
  );
}

function MaterialFormulario({ item, onSaved }: { item: MaterialItem | null; onSaved: () => void }) {
  const salvar = useSalvarMaterial(item?.id_material ?? null);
  const form = useFormulario<Form, MaterialInput>({
    initialValues: inicial(item),
    validate: checarCom(materialInput, corpo),
    transformValues: (v) => materialInput.parse(corpo(v)),
  });
  const comArma = TIPOS_COM_ARMA.includes(form.values.tipo);
  return (
    <form
      noValidate
      aria-label={item ? M.editarMaterial : M.novoMaterial}
      onSubmit={enviarFormulario(form, {
        salvar: salvar.mutateAsync,
        aviso: M.materialSalvo,
        depois: onSaved,
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            {...form.getInputProps('tipo')}
            label={M.tipo}
            required
            data={TIPOS_MATERIAL.map((t) => ({ value: t, label: ROTULOS_TIPO_MATERIAL[t] }))}
          />
          {comArma && (
            <NativeSelect
              {...form.getInputProps('arma')}
              label={M.arma}
              required={form.values.tipo === 'arma'}
              data={[{ value: '', label: '—' }, ...ARMAS.map((a) => ({ value: a, label: ROTULO_ARMA[a] }))]}
            />
          )}
          <TextInput {...form.getInputProps('codigo')} label={M.codigo} required maxLength={30} />
          <TextInput {...form.getInputProps('tamanho')} label={M.tamanho} maxLength={20} />
          <NativeSelect
            {...form.getInputProps('estado')}
            label={M.estado}
            required
            data={ESTADOS_MATERIAL.map((e) => ({ value: e, label: ROTULOS_ESTADO_MATERIAL[e] }))}
          />
        </SimpleGrid>
        <Textarea {...form.getInputProps('observacao')} label={M.observacao} autosize maxLength={500} />
        <Group justify="flex-end">
          <Button type="submit" loading={salvar.isPending}>
            {M.salvar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
