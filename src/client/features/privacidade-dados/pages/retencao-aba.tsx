// /lgpd/retencao: the retention settings, who is due for anonymisation and the log's purge.
import { RetencaoDados } from '#client/features/privacidade-dados/components/retencao.tsx';

export default function RetencaoAba() {
  return <RetencaoDados />;
}
