import SearchOff from '@mui/icons-material/SearchOff';
import { SHARED_UI } from '../../shared/messages';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  return <StatusPage code="404" title={SHARED_UI.notFoundTitle} body={SHARED_UI.notFoundBody} icon={<SearchOff />} />;
}
