import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldError, USER_QUERY_FIELDS } from '@gym/domain';
import { useQuickClientSearchQuery } from '../dashboard.generated';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { DASHBOARD_TEXTS as T } from '../texts';

const DEBOUNCE_MS = 300;

/** Client search from 2 characters; with `onSelect`, a result opens that client (e.g. the desk's card). */
export function ClientQuickSearch({ onSelect }: { onSelect?: (userId: string) => void } = {}) {
  const [input, setInput] = useState('');
  const trimmed = input.trim();
  const hint = trimmed.length > 0 ? fieldError(USER_QUERY_FIELDS.userSearch, trimmed) : null;
  const q = useDebouncedValue(trimmed.length > 0 && !hint ? trimmed : '', DEBOUNCE_MS);
  const { data, loading, error } = useQuickClientSearchQuery({
    variables: { q, role: 'cliente' },
    skip: q === '',
  });
  const results = q ? data?.searchUsers : undefined;

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.clientSearch}
        </Typography>
        <TextField
          id="client-quick-search"
          type="search"
          label={T.clientSearchLabel}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          helperText={hint ?? ' '}
          size="small"
          fullWidth
          slotProps={{ htmlInput: htmlInputLimits(USER_QUERY_FIELDS.userSearch) }}
        />
        {loading && <LinearProgress sx={{ mt: 1 }} />}
        {error && q && <Alert severity="warning">{T.loadError}</Alert>}
        {results && results.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {T.noResults}
          </Typography>
        )}
        {results && results.length > 0 && (
          <List dense aria-label={T.clientSearch}>
            {results.map((client) => (
              <ListItem
                key={client.id}
                disableGutters
                secondaryAction={client.isActive ? undefined : <Chip size="small" label={T.inactiveClient} />}
              >
                {onSelect ? (
                  <ListItemButton onClick={() => onSelect(client.id)} aria-label={T.openCard(client.fullName)}>
                    <ClientRow client={client} />
                  </ListItemButton>
                ) : (
                  <ClientRow client={client} />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function ClientRow({
  client,
}: {
  client: { fullName: string; email: string; phone?: string | null; profileImage?: string | null };
}) {
  return (
    <>
      <ListItemAvatar>
        <Avatar src={client.profileImage ?? undefined} alt={client.fullName}>
          {client.fullName.charAt(0)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={client.fullName} secondary={[client.email, client.phone].filter(Boolean).join(' · ')} />
    </>
  );
}
