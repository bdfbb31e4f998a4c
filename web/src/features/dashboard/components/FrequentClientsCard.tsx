import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FREQUENT_CLIENTS_DEFAULTS, formatDate } from '@gym/domain';
import { useFrequentDailyClientsQuery } from '../dashboard.generated';
import { DASHBOARD_TEXTS as T } from '../texts';

export function FrequentClientsCard() {
  const { days, minVisits } = FREQUENT_CLIENTS_DEFAULTS;
  const { data, loading, error } = useFrequentDailyClientsQuery({
    variables: { days, minVisits },
    fetchPolicy: 'cache-and-network',
  });
  const clients = data?.frequentDailyClients;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {T.frequentClients}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {T.frequentClientsHint(days, minVisits)}
        </Typography>
        {error && !clients && <Alert severity="warning">{T.loadError}</Alert>}
        {loading && !clients && <Skeleton variant="rounded" height={120} />}
        {clients && clients.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {T.noFrequentClients}
          </Typography>
        )}
        {clients && clients.length > 0 && (
          <List dense aria-label={T.frequentClients}>
            {clients.map((client) => {
              const name = client.user?.fullName ?? T.unknownClient;
              return (
                <ListItem
                  key={client.userId}
                  disableGutters
                  secondaryAction={<Chip size="small" color="primary" label={T.visits(client.visits)} />}
                >
                  <ListItemAvatar>
                    <Avatar src={client.user?.profileImage ?? undefined} alt={name}>
                      {name.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={name}
                    secondary={
                      client.lastVisit ? `${T.lastVisit}: ${formatDate(client.lastVisit)}` : client.user?.email
                    }
                    sx={{ pr: 10 }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
