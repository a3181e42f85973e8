// /lgpd/acessos: the audit log's search, administrators only
// (docs/decisions/028-audit-and-anonymisation.md).
import { BuscaAuditoria } from '#client/features/privacidade-dados/components/busca-auditoria.tsx';

export default function AcessosAba() {
  return <BuscaAuditoria />;
}
