// A WhatsApp link with a pre-filled message: how the server hands a staff member a message
// to send (a late fee's reminder, an overdue loan's).

/** https://wa.me/55<DDD+number>?text=… ; null without a phone. */
export function linkWhatsapp(telefone: string | null, texto: string): string | null {
  const digitos = telefone?.replace(/\D/g, '') ?? '';
  if (digitos.length < 10) return null;
  return `https://wa.me/55${digitos}?text=${encodeURIComponent(texto)}`;
}
