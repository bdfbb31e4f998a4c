import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { useNotify } from '../../../shared/notify';

/**
 * The confirmation before a brand or a category is deleted. `remove` deletes and answers the
 * api's message, shown as a success; a refusal (products still use it) stays in the dialog, in
 * the api's words or `failureText`.
 */
export function DeleteDialog({
  title,
  submitLabel,
  failureText,
  busy,
  remove,
  onDeleted,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  failureText: string;
  busy: boolean;
  remove: () => Promise<string>;
  onDeleted: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      submitColor="error"
      dirty={false}
      busy={busy}
      error={error}
      autoFocusSubmit
      onSubmit={async () => {
        try {
          notify.success(await remove());
          onDeleted();
        } catch (failure) {
          setError(apiErrorInfo(failure).message ?? failureText);
        }
      }}
      onClose={onClose}
    >
      {children ?? null}
    </FormDialog>
  );
}
