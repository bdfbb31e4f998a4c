import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { canDeleteUser, canEditUser, isRole, ROLE_LABELS, type Actor } from '@gym/domain';
import type { UserRowFieldsFragment } from '../users.generated';
import { USERS_TEXTS as T } from '../texts';

const ROLE_COLORS = { admin: 'secondary', colaborador: 'info', cliente: 'default' } as const;

export function UserNameCell({ user }: { user: UserRowFieldsFragment }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '100%' }}>
      <Avatar src={user.profileImage ?? undefined} alt={user.fullName} sx={{ width: 32, height: 32, fontSize: 14 }}>
        {initials}
      </Avatar>
      <Typography variant="body2" noWrap>
        {user.fullName}
      </Typography>
    </Box>
  );
}

export function RoleChip({ role }: { role: string }) {
  return isRole(role) ? (
    <Chip size="small" label={ROLE_LABELS[role]} color={ROLE_COLORS[role]} />
  ) : (
    <Chip size="small" label={role} />
  );
}

export function StatusChip({ isActive }: { isActive: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isActive ? 'success' : 'default'}
      label={isActive ? T.active : T.inactive}
    />
  );
}

interface UserActionsCellProps {
  actor: Actor;
  user: UserRowFieldsFragment;
  onEdit: (user: UserRowFieldsFragment) => void;
  onDelete: (user: UserRowFieldsFragment) => void;
}

/** Edit and delete are offered only where the domain rules allow; a refusal shows its reason. */
export function UserActionsCell({ actor, user, onEdit, onDelete }: UserActionsCellProps) {
  const edit = canEditUser(actor, user);
  const remove = canDeleteUser(actor, user);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Tooltip title={edit.allowed ? T.edit : edit.message}>
        <span>
          <IconButton
            size="small"
            aria-label={`${T.edit} ${user.fullName}`}
            disabled={!edit.allowed}
            onClick={() => onEdit(user)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={remove.allowed ? T.delete : remove.message}>
        <span>
          <IconButton
            size="small"
            aria-label={`${T.delete} ${user.fullName}`}
            disabled={!remove.allowed || !user.isActive}
            onClick={() => onDelete(user)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
