import SearchOff from '@mui/icons-material/SearchOff';
import { SHARED_TEXTS } from '../../shared/texts';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  return (
    <StatusPage code="404" title={SHARED_TEXTS.notFoundTitle} body={SHARED_TEXTS.notFoundBody} icon={<SearchOff />} />
  );
}
