import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { firstNameOf, formatBusinessDate } from '@gym/domain';
import { WhatsAppLink } from '../../../shared/components/WhatsAppLink';
import { useDeskInactiveMembersQuery } from '../front-desk.generated';
import { DASHBOARD_TEXTS as T } from '../texts';

/**
 * 'Inactivos' (issue 32 item 6): members with a running membership and no visit in 14 days,
 * longest absent first, each with a wa.me link to call them back; a click opens the client card.
 */
export function InactiveMembersCard({ onSelect }: { onSelect: (userId: string) => void }) {
  const { data, loading, error } = useDeskInactiveMembersQuery({ fetchPolicy: 'cache-and-network' });
  const inactive = data?.inactiveMembers;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {T.inactiveMembers}
        </Typography>
        {inactive && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {T.inactiveHint(inactive.days)}
          </Typography>
        )}
        {error && !inactive && <Alert severity="warning">{T.loadError}</Alert>}
        {loading && !inactive && <Skeleton variant="rounded" height={120} />}
        {inactive && inactive.members.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {T.noInactiveMembers}
          </Typography>
        )}
        {inactive && inactive.members.length > 0 && (
          <List dense aria-label={T.inactiveMembers} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {inactive.members.map((member) => (
              <ListItem
                key={member.userId}
                disablePadding
                secondaryAction={
                  <WhatsAppLink
                    phone={member.phone}
                    message={(gymName) => T.missYou(firstNameOf(member.fullName), gymName)}
                  />
                }
              >
                <ListItemButton onClick={() => onSelect(member.userId)}>
                  <ListItemText
                    primary={member.fullName}
                    secondary={`${member.planName} · ${
                      member.lastVisit ? T.lastVisitOn(formatBusinessDate(member.lastVisit)) : T.neverVisited
                    }`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
