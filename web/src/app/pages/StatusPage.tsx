import { UI_MESSAGES, homePathForRole } from '@gym/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { SHARED_TEXTS } from '../../shared/texts';

/** Shared shape of the forbidden and not-found screens: a code, a title, and ways back. */
export function StatusPage({
  code,
  title,
  body,
  icon,
}: {
  code: string;
  title: string;
  body: string;
  icon: ReactNode;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const home = user ? homePathForRole(user.role) : '/';
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 460 }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 64 } }}>{icon}</Box>
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 4 }}>
          {code}
        </Typography>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {SHARED_TEXTS.goBack}
          </Button>
          <Button variant="contained" component={RouterLink} to={home}>
            {user ? SHARED_TEXTS.goToMyHome : UI_MESSAGES.goHome}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
