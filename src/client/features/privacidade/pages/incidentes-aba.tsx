// /lgpd/incidentes: the incident register.
import { IncidentesPainel } from '#client/features/privacidade/components/incidentes-painel.tsx';

export default function IncidentesAba() {
  return <IncidentesPainel />;
}
