import LockOutlined from '@mui/icons-material/LockOutlined';
import { SHARED_UI } from '../../shared/messages';
import { StatusPage } from './StatusPage';

export function ForbiddenPage() {
  return (
    <StatusPage code="403" title={SHARED_UI.forbiddenTitle} body={SHARED_UI.forbiddenBody} icon={<LockOutlined />} />
  );
}
