import Button from '@mui/material/Button';
import { CHECK_IN_MESSAGES } from '@gym/domain';
import { apiErrorInfo, isGlobalError } from '../../../shared/api-error';
import { notify } from '../../../shared/notify';
import { useResetCheckInSecretMutation } from '../check-in.generated';
import { CHECK_IN_TEXTS as T } from '../texts';

/** The desk replaces a member's check-in secret (a lost phone, a shared screenshot). */
export function ResetCheckInSecretButton({ userId }: { userId: string }) {
  const [reset, { loading }] = useResetCheckInSecretMutation();
  const run = async () => {
    try {
      await reset({ variables: { userId } });
      notify.success(CHECK_IN_MESSAGES.secretReset);
    } catch (caught) {
      const info = apiErrorInfo(caught);
      if (!isGlobalError(info) && info.message) notify.error(info.message);
    }
  };
  return (
    <Button variant="outlined" disabled={loading} onClick={() => void run()}>
      {T.resetSecret}
    </Button>
  );
}
