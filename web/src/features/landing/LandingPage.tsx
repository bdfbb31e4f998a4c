import { GYM_FIGURES_DEFAULTS } from '@gym/domain';
import Email from '@mui/icons-material/Email';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import WhatsApp from '@mui/icons-material/WhatsApp';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGymConfig } from '../../app/gym-config/useGymConfig';
import { LANDING_UI } from './messages';

interface ContactLine {
  key: string;
  icon: ReactElement;
  label: string;
  value: string;
  href?: string | undefined;
  external?: boolean;
}

/** Public home: who the gym is and how to reach it, with the way in to the member area. */
export function LandingPage() {
  const { config } = useGymConfig();
  const { contact } = config;
  const whatsappDigits = contact.whatsapp?.replace(/\D/g, '');

  const candidates: (ContactLine | null)[] = [
    contact.address
      ? {
          key: 'address',
          icon: <Place />,
          label: LANDING_UI.address,
          value: contact.address,
          href: contact.mapsUrl ?? undefined,
          external: true,
        }
      : null,
    contact.phone
      ? { key: 'phone', icon: <Phone />, label: LANDING_UI.phone, value: contact.phone, href: `tel:${contact.phone}` }
      : null,
    contact.email
      ? {
          key: 'email',
          icon: <Email />,
          label: LANDING_UI.email,
          value: contact.email,
          href: `mailto:${contact.email}`,
        }
      : null,
    contact.whatsapp
      ? {
          key: 'whatsapp',
          icon: <WhatsApp />,
          label: LANDING_UI.whatsapp,
          value: contact.whatsapp,
          href: whatsappDigits ? `https://wa.me/${whatsappDigits}` : undefined,
          external: true,
        }
      : null,
  ];
  const contactLines = candidates.filter((line): line is ContactLine => line !== null);

  const figures = [
    { value: GYM_FIGURES_DEFAULTS.members, label: LANDING_UI.figures.members },
    { value: GYM_FIGURES_DEFAULTS.trainers, label: LANDING_UI.figures.trainers },
    { value: GYM_FIGURES_DEFAULTS.years, label: LANDING_UI.figures.years },
    { value: GYM_FIGURES_DEFAULTS.satisfaction, label: LANDING_UI.figures.satisfaction },
  ];

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <title>{config.name}</title>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          {config.logoUrl ? (
            <Box component="img" src={config.logoUrl} alt="" sx={{ width: 36, height: 36, objectFit: 'contain' }} />
          ) : (
            <FitnessCenter color="primary" />
          )}
          <Typography variant="h6" component="span" noWrap sx={{ flexGrow: 1, fontWeight: 800 }}>
            {config.name}
          </Typography>
          <Button component={RouterLink} to="/login" color="inherit">
            {LANDING_UI.login}
          </Button>
          <Button
            component={RouterLink}
            to="/register"
            variant="contained"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {LANDING_UI.register}
          </Button>
        </Toolbar>
      </AppBar>

      <Box
        component="main"
        sx={(theme) => ({
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${alpha(theme.palette.secondary.main, 0.9)} 100%)`,
          py: { xs: 8, md: 14 },
        })}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' }, mb: 2 }}
          >
            {config.name}
          </Typography>
          <Typography variant="h5" component="p" sx={{ opacity: 0.95, mb: 2 }}>
            {config.tagline ?? LANDING_UI.defaultTagline}
          </Typography>
          {config.description && (
            <Typography sx={{ opacity: 0.9, maxWidth: 640, mx: 'auto', mb: 4 }}>{config.description}</Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
            <Button component={RouterLink} to="/register" size="large" variant="contained" color="secondary">
              {LANDING_UI.joinNow}
            </Button>
            <Button
              component={RouterLink}
              to="/login"
              size="large"
              variant="outlined"
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            >
              {LANDING_UI.login}
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={2}>
          {figures.map((figure) => (
            <Grid key={figure.label} size={{ xs: 6, md: 3 }}>
              <Card sx={{ textAlign: 'center', height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="p" color="primary">
                    {figure.value}
                  </Typography>
                  <Typography color="text.secondary">{figure.label}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>

        {contactLines.length > 0 && (
          <Box component="section" sx={{ mt: { xs: 5, md: 8 } }}>
            <Typography variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
              {LANDING_UI.contactTitle}
            </Typography>
            <Grid container spacing={2} sx={{ justifyContent: 'center' }}>
              {contactLines.map((line) => (
                <Grid key={line.key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                      <Box sx={{ color: 'primary.main', pt: 0.25 }}>{line.icon}</Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle2">{line.label}</Typography>
                        {line.href ? (
                          <Link
                            href={line.href}
                            underline="hover"
                            sx={{ wordBreak: 'break-word' }}
                            {...(line.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                          >
                            {line.value}
                          </Link>
                        ) : (
                          <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                            {line.value}
                          </Typography>
                        )}
                      </Box>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </Container>

      <Box component="footer" sx={{ mt: 'auto', py: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {LANDING_UI.rights(new Date().getFullYear(), config.name)}
        </Typography>
      </Box>
    </Box>
  );
}
