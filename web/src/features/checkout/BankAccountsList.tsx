import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { CheckoutBankAccountFragment } from './checkout.generated';
import { CHECKOUT_TEXTS as T } from './texts';

/** The gym's bank accounts for a transfer, as configured by the gym (never hard-coded). */
export function BankAccountsList({ accounts }: { accounts: readonly CheckoutBankAccountFragment[] }) {
  if (accounts.length === 0) return <Alert severity="warning">{T.noBankAccounts}</Alert>;
  return (
    <List dense disablePadding aria-label={T.bankAccountsLabel}>
      {accounts.map((account) => (
        <ListItem key={account.id} disableGutters aria-label={T.bankAccount(account.bankName)}>
          <ListItemText
            primary={`${account.bankName} · ${account.accountType}`}
            secondary={
              <>
                {T.accountNumber}: <strong>{account.accountNumber}</strong>
                <br />
                {T.accountName}: {account.accountName}
                {account.instructions ? (
                  <>
                    <br />
                    {account.instructions}
                  </>
                ) : null}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
