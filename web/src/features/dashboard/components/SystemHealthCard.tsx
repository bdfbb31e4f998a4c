import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@gym/domain';
import { useSystemHealthQuery } from '../dashboard.generated';
import { JobQueueSection } from './JobQueueSection';
import { DASHBOARD_TEXTS as T } from '../texts';

const COLORS: Record<string, 'success' | 'warning' | 'error'> = {
  healthy: 'success',
  degraded: 'warning',
  unhealthy: 'error',
};

function HealthChip({ status }: { status: string }) {
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={T.healthStatus[status] ?? status} />;
}

export function SystemHealthCard() {
  const { data, loading, error } = useSystemHealthQuery({ fetchPolicy: 'network-only' });
  const health = data?.health;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {T.systemHealth}
          </Typography>
          {health && <HealthChip status={health.status} />}
        </Box>
        {error && !health && <Alert severity="error">{T.loadError}</Alert>}
        {loading && !health && <Skeleton variant="rounded" height={96} />}
        {health && (
          <>
            <Typography variant="body2" color="text.secondary">
              {T.version} {health.version} · {T.checkedAt} {formatDate(health.timestamp)}
            </Typography>
            <List dense aria-label={T.systemHealth}>
              {health.services.map((service) => (
                <ListItem key={service.name} disableGutters secondaryAction={<HealthChip status={service.status} />}>
                  <ListItemText
                    primary={T.healthService[service.name] ?? service.name}
                    secondary={[service.latencyMs != null ? T.latency(service.latencyMs) : null, service.message]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
        <JobQueueSection />
      </CardContent>
    </Card>
  );
}
