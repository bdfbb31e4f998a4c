import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTransferBankAccountsQuery } from './membership.generated';
import { MEMBERSHIP_TEXTS as T } from './texts';

/** The gym's bank accounts (configuration data from the server, never written in code). */
export function BankDetails() {
  const { data, loading } = useTransferBankAccountsQuery();
  if (loading && !data) return <Skeleton variant="rounded" height={80} />;
  const accounts = data?.transferBankAccounts ?? [];
  return (
    <Box component="section" aria-label={T.bankDetails}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {T.bankDetails}
      </Typography>
      {accounts.map((account) => (
        <Alert key={account.id} severity="info" icon={false} sx={{ mb: 1 }}>
          <Typography variant="body2">
            <strong>{T.bank}:</strong> {account.bankName}
          </Typography>
          <Typography variant="body2">
            <strong>{T.accountName}:</strong> {account.accountName}
          </Typography>
          <Typography variant="body2">
            <strong>{T.accountNumber}:</strong> {account.accountNumber}
          </Typography>
          <Typography variant="body2">
            <strong>{T.accountType}:</strong> {account.accountType}
          </Typography>
          {account.instructions && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {account.instructions}
            </Typography>
          )}
        </Alert>
      ))}
    </Box>
  );
}
