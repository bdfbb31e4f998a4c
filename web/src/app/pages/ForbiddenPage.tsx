import LockOutlined from '@mui/icons-material/LockOutlined';
import { SHARED_TEXTS } from '../../shared/texts';
import { StatusPage } from './StatusPage';

export function ForbiddenPage() {
  return (
    <StatusPage
      code="403"
      title={SHARED_TEXTS.forbiddenTitle}
      body={SHARED_TEXTS.forbiddenBody}
      icon={<LockOutlined />}
    />
  );
}
