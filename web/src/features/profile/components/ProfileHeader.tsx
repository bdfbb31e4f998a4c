import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate, isRole, ROLE_LABELS } from '@gym/domain';
import { PROFILE_TEXTS as T } from '../texts';
import { ProfileImageUpload } from './ProfileImageUpload';

export interface HeaderUser {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  profileImage?: string | null;
  createdAt: string;
}

export function initials(user: Pick<HeaderUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
}

export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}

interface ProfileHeaderProps {
  user: HeaderUser;
  onImageUploaded: (profileImage: string) => void;
}

export function ProfileHeader({ user, onImageUploaded }: ProfileHeaderProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'center', sm: 'flex-start' },
          textAlign: { xs: 'center', sm: 'left' },
          gap: 2,
        }}
      >
        <Avatar
          src={user.profileImage ?? undefined}
          alt={fullName}
          sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main' }}
        >
          {initials(user)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
            {fullName}
          </Typography>
          <Chip label={roleLabel(user.role)} color="primary" size="small" sx={{ my: 0.5 }} />
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.memberSince} {formatDate(user.createdAt)}
          </Typography>
        </Box>
        <ProfileImageUpload onUploaded={onImageUploaded} />
      </CardContent>
    </Card>
  );
}
