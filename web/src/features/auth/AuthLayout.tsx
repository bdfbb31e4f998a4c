import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { AUTH_TEXTS } from './texts';

/** Two-panel frame of the sign-in screens: the gym's brand on the left (desktop), the form on the right. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { config } = useGymConfig();
  const logo = config.logoUrl ? (
    <Box component="img" src={config.logoUrl} alt="" sx={{ width: 48, height: 48, objectFit: 'contain' }} />
  ) : (
    <FitnessCenter sx={{ fontSize: 40 }} />
  );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', bgcolor: 'background.default' }}>
      <title>{`${title} | ${config.name}`}</title>
      <Box
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flex: '1 1 50%',
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${alpha(theme.palette.secondary.main, 0.85)} 100%)`,
        })}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {logo}
          <Typography variant="h6" sx={{ fontWeight: 800 }}>
            {config.name}
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 480 }}>
          <Typography variant="h3" component="p" sx={{ mb: 2 }}>
            {config.tagline ?? config.name}
          </Typography>
          {config.description && (
            <Typography variant="body1" sx={{ opacity: 0.9 }}>
              {config.description}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {config.contact.address ?? ''}
        </Typography>
      </Box>

      <Box
        component="main"
        sx={{ flex: '1 1 50%', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 4 }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <Box sx={{ display: { md: 'none' }, color: 'primary.main' }}>{logo}</Box>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            <Typography color="text.secondary">{subtitle}</Typography>
          </Stack>
          {children}
          <Box sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to="/" variant="body2" underline="hover">
              {AUTH_TEXTS.backHome}
            </Link>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
