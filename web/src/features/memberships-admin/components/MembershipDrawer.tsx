import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  businessDate,
  firstNameOf,
  formatBusinessDate,
  freezeLabel,
  formatGTQ,
  isMembershipStatus,
  isPaymentMethod,
  isPaymentStatus,
  isPlanDuration,
  MEMBERSHIP_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  PLAN_DURATION_LABELS,
  WEEKDAY_LABELS,
  WHATSAPP_TEXTS,
  type Weekday,
} from '@gym/domain';
import { useAdminMembershipDetailQuery, type AdminMembershipRowFragment } from '../memberships-admin.generated';
import { WhatsAppLink } from '../../../shared/components/WhatsAppLink';
import { inGymTime } from '../../../shared/dayjs';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { MembershipStatusChip } from './MembershipStatusChip';

export type MembershipActionKind = 'renew' | 'cancel' | 'edit' | 'delete' | 'freeze' | 'unfreeze';

export interface DrawerPermissions {
  renew: boolean;
  cancel: boolean;
  edit: boolean;
  delete: boolean;
}

interface Props {
  id: string;
  can: DrawerPermissions;
  onClose: () => void;
  onAction: (kind: MembershipActionKind, membership: AdminMembershipRowFragment, paymentCount: number) => void;
}

const statusLabel = (status: string | null | undefined) =>
  status ? (isMembershipStatus(status) ? MEMBERSHIP_STATUS_LABELS[status] : status) : '—';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The detail of one membership: member, plan, dates, slots, payments and its audit history. */
export function MembershipDrawer({ id, can, onClose, onAction }: Props) {
  const { data, loading, error } = useAdminMembershipDetailQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.adminMembership;
  const m = detail?.membership;
  const plan = m?.plan;
  const per = plan && isPlanDuration(plan.durationType) ? PLAN_DURATION_LABELS[plan.durationType] : '';

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': T.detailTitle } }}
    >
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {T.detailTitle}
        </Typography>
        <IconButton onClick={onClose} aria-label={T.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {loading && !detail ? (
          <Skeleton variant="rounded" height={240} />
        ) : error && !detail ? (
          <Alert severity="error">{error.message || T.detailError}</Alert>
        ) : m && detail ? (
          <Stack spacing={2}>
            <Box component="section" aria-label={T.member}>
              <Typography variant="subtitle1" component="h3">
                {m.user?.fullName ?? '—'}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {[m.user?.email, m.user?.phone].filter(Boolean).join(' · ')}
                </Typography>
                <WhatsAppLink
                  phone={m.user?.phone}
                  message={(gymName) => {
                    const firstName = firstNameOf(m.user?.fullName);
                    // About to end: the reminder to renew; otherwise a plain greeting.
                    return m.isExpiringSoon
                      ? WHATSAPP_TEXTS.membershipEnding(firstName, m.planName, m.endDate, gymName)
                      : WHATSAPP_TEXTS.generic(firstName, gymName);
                  }}
                />
              </Box>
            </Box>
            <Box>
              <Row label={T.columns.status}>
                <MembershipStatusChip status={m.status} freeze={m.freeze} />
              </Row>
              <Row label={T.plan}>
                {m.planName} {per && `(${per})`}
              </Row>
              <Row label={T.price}>{formatGTQ(m.price)}</Row>
              <Row label={T.dates}>
                {formatBusinessDate(m.startDate)} – {formatBusinessDate(m.endDate)}
              </Row>
              <Row label={T.columns.daysLeft}>{T.daysLeft(m.daysLeft)}</Row>
              {m.notes && <Row label={T.notes}>{m.notes}</Row>}
              {m.cancelReason && <Row label={T.cancelReason}>{m.cancelReason}</Row>}
              {m.freeze && (
                <Row label={T.freeze}>
                  {freezeLabel(m.freeze, businessDate())} · {m.freeze.reason}
                </Row>
              )}
            </Box>
            {m.reservedSlots.length > 0 && (
              <Box component="section" aria-label={T.slots}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {T.slots}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {m.reservedSlots.map((slot) => (
                    <Chip
                      key={`${slot.day}-${slot.slotId}`}
                      size="small"
                      label={`${WEEKDAY_LABELS[slot.day as Weekday] ?? slot.day} ${slot.timeRange}`}
                    />
                  ))}
                </Box>
              </Box>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {can.renew && (
                <Button size="small" variant="contained" onClick={() => onAction('renew', m, detail.payments.length)}>
                  {T.actions.renew}
                </Button>
              )}
              {can.edit && (
                <Button size="small" variant="outlined" onClick={() => onAction('edit', m, detail.payments.length)}>
                  {T.actions.edit}
                </Button>
              )}
              {can.edit && m.status === 'active' && !m.freeze && (
                <Button size="small" variant="outlined" onClick={() => onAction('freeze', m, detail.payments.length)}>
                  {T.actions.freeze}
                </Button>
              )}
              {can.edit && m.freeze && (
                <Button size="small" variant="outlined" onClick={() => onAction('unfreeze', m, detail.payments.length)}>
                  {T.actions.unfreeze}
                </Button>
              )}
              {can.cancel && (
                <Button
                  size="small"
                  variant="outlined"
                  color="warning"
                  onClick={() => onAction('cancel', m, detail.payments.length)}
                >
                  {T.actions.cancel}
                </Button>
              )}
              {can.delete && (
                <Button size="small" color="error" onClick={() => onAction('delete', m, detail.payments.length)}>
                  {T.actions.delete}
                </Button>
              )}
            </Box>
            <Box component="section" aria-label={T.payments}>
              <Typography variant="subtitle2" component="h3">
                {T.payments}
              </Typography>
              {detail.payments.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {T.noPayments}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {detail.payments.map((p) => (
                    <ListItem key={p.id} disableGutters secondaryAction={<PaymentStatusChip status={p.status} />}>
                      <ListItemText
                        primary={`${formatGTQ(p.amount)} · ${isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method}`}
                        secondary={`${inGymTime(p.paymentDate).format('DD/MM/YYYY')} · ${p.concept}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
            <Box component="section" aria-label={T.history}>
              <Typography variant="subtitle2" component="h3">
                {T.history}
              </Typography>
              {detail.history.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {T.noHistory}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {detail.history.map((event) => (
                    <ListItem key={event.id} disableGutters alignItems="flex-start">
                      <ListItemText
                        primary={`${T.historyActions[event.action] ?? event.action}: ${T.historyChange(
                          statusLabel(event.fromStatus),
                          statusLabel(event.toStatus),
                        )}`}
                        secondary={[
                          `${event.actor?.name ?? T.system} · ${inGymTime(event.createdAt).format('DD/MM/YYYY HH:mm')}`,
                          event.reason,
                        ]
                          .filter(Boolean)
                          .join(' — ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          </Stack>
        ) : null}
      </Box>
    </Drawer>
  );
}

function PaymentStatusChip({ status }: { status: string }) {
  if (!isPaymentStatus(status)) return <Chip size="small" label={status} />;
  return (
    <Chip size="small" variant="outlined" color={PAYMENT_STATUS_COLORS[status]} label={PAYMENT_STATUS_LABELS[status]} />
  );
}
