// The WhatsApp link to write to whoever pays for a student (repository-pagadores.ts).

/** https://wa.me/55<DDD+number>?text=… ; null without a phone. */
export function linkWhatsapp(telefone: string | null, texto: string): string | null {
  const digitos = telefone?.replace(/\D/g, '') ?? '';
  if (digitos.length < 10) return null;
  return `https://wa.me/55${digitos}?text=${encodeURIComponent(texto)}`;
}
