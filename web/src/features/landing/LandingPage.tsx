import { formatBusinessDate, formatGTQ, isPromotionRunning } from '@gym/domain';
import AccessTime from '@mui/icons-material/AccessTime';
import Campaign from '@mui/icons-material/Campaign';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MusicNote from '@mui/icons-material/MusicNote';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Storefront from '@mui/icons-material/Storefront';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { useFirstScreenReady } from '../../platform/first-screen/shell';
import { useStagedReveal } from '../../shared/useStagedReveal';
import { usePublicQuery } from '../../platform/public-data/PublicDataProvider';
import { FEATURED_PRODUCTS } from './first-screen';
import { LandingDocument, LandingFeaturedProductsDocument, type LandingQuery } from './landing.public.generated';
import { AnimatedCounter } from './components/AnimatedCounter';
import { iconFor, paletteOf } from './icons';
import { LANDING_TEXTS as T } from './texts';
import { PublicHeader, type PublicNavLink } from '../../shared/components/PublicHeader';
import { Money } from '../../shared/components/Money';

type Landing = LandingQuery['landingContent'];

const SOCIAL_ICONS: Record<string, typeof SvgIcon> = {
  facebook: Facebook,
  instagram: Instagram,
  tiktok: MusicNote,
  youtube: YouTube,
  twitter: X,
  whatsapp: WhatsApp,
  linkedin: LinkedIn,
};

const SECTION_PY = { xs: 5, md: 9 };

function Section({
  id,
  title,
  subtitle,
  children,
  tinted,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: SECTION_PY, bgcolor: tinted ? 'background.paper' : undefined, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Typography
          id={`${id}-title`}
          variant="h4"
          component="h2"
          sx={{ textAlign: 'center', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 3, md: 5 } }}>{children}</Box>
      </Container>
    </Box>
  );
}

function whatsappLink(number: string | null | undefined): string | null {
  const digits = number?.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

function PromotionBanner({ promotions }: { promotions: Landing['promotions'] }) {
  const [hidden, setHidden] = useState(false);
  // The bff already filters, but a cached answer may outlive the last day: check again here.
  const running = promotions.filter((p) => isPromotionRunning(p));
  const first = running[0];
  if (!first || hidden) return null;
  return (
    <Alert
      severity="info"
      icon={<Campaign />}
      role="region"
      aria-label={first.title}
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <IconButton aria-label={T.closePromotion} color="inherit" size="small" onClick={() => setHidden(true)}>
          <Close fontSize="small" />
        </IconButton>
      }
    >
      <strong>{first.title}</strong>
      {first.description ? ` — ${first.description}` : ''}{' '}
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        ({T.promotionUntil(formatBusinessDate(first.endDate))})
      </Typography>
    </Alert>
  );
}

function Hero({ config }: { config: Landing['config'] }) {
  return (
    <Box
      id="inicio"
      sx={(theme) => ({
        color: theme.palette.primary.contrastText,
        background: config.heroImageUrl
          ? `linear-gradient(135deg, ${alpha(theme.palette.primary.dark, 0.88)} 0%, ${alpha(theme.palette.primary.main, 0.75)} 100%), url(${JSON.stringify(config.heroImageUrl)}) center/cover`
          : `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${alpha(theme.palette.secondary.main, 0.9)} 100%)`,
        py: { xs: 8, md: 14 },
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2.1rem', sm: '3rem', md: '3.75rem' }, mb: 2, overflowWrap: 'anywhere' }}
        >
          {config.name}
        </Typography>
        <Typography variant="h5" component="p" sx={{ opacity: 0.95, mb: 2, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}>
          {config.tagline ?? T.defaultTagline}
        </Typography>
        {config.description && (
          <Typography sx={{ opacity: 0.9, maxWidth: 640, mx: 'auto', mb: 3 }}>{config.description}</Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button component={RouterLink} to="/register" size="large" variant="contained" color="secondary">
            {T.joinNow}
          </Button>
          <Button href="#planes" size="large" variant="outlined" sx={{ color: 'inherit', borderColor: 'currentColor' }}>
            {T.seePlans}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

function Statistics({ statistics }: { statistics: Landing['statistics'] }) {
  if (statistics.length === 0) return null;
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-label={T.statsTitle}
      sx={{ mt: { xs: -4, md: -6 }, position: 'relative' }}
    >
      <Grid container spacing={2}>
        {statistics.map((stat) => {
          const Icon = iconFor(stat.iconName);
          const color = paletteOf(stat.colorScheme);
          return (
            <Grid key={stat.id} size={{ xs: 6, md: 3 }}>
              <Card sx={{ textAlign: 'center', height: '100%' }} variant="elevation" elevation={2}>
                <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
                  <Icon color={color} sx={{ fontSize: 36 }} />
                  <Typography
                    variant="h4"
                    component="p"
                    color={color}
                    sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
                  >
                    <AnimatedCounter value={stat.statValue} suffix={stat.valueSuffix} />
                  </Typography>
                  <Typography color="text.secondary">{stat.label}</Typography>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Container>
  );
}

function Services({ services }: { services: Landing['services'] }) {
  if (services.length === 0) return null;
  return (
    <Section id="servicios" title={T.servicesTitle} subtitle={T.servicesSubtitle}>
      <Grid container spacing={2}>
        {services.map((service) => {
          const Icon = iconFor(service.iconName);
          return (
            <Grid key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                {service.imageUrl && (
                  <Box
                    component="img"
                    src={service.imageUrl}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block' }}
                  />
                )}
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                    <Avatar sx={{ bgcolor: 'primary.main' }}>
                      <Icon />
                    </Avatar>
                    <Typography variant="h6" component="h3">
                      {service.title}
                    </Typography>
                  </Stack>
                  {service.description && <Typography color="text.secondary">{service.description}</Typography>}
                  {service.features.length > 0 && (
                    <Box component="ul" sx={{ pl: 0, mt: 1.5, mb: 0, listStyle: 'none' }}>
                      {service.features.map((feature) => (
                        <Box
                          component="li"
                          key={feature}
                          sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}
                        >
                          <CheckCircle color="success" sx={{ fontSize: 18 }} />
                          <Typography variant="body2">{feature}</Typography>
                        </Box>
                      ))}
                    </Box>
                  )}
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Section>
  );
}

function Plans({ plans }: { plans: Landing['plans'] }) {
  if (plans.length === 0) return null;
  // Four plans sit two by two, then in one row on a wide screen, instead of three and a lone one.
  const fourAcross = plans.length % 4 === 0;
  return (
    <Section id="planes" title={T.plansTitle} subtitle={T.plansSubtitle} tinted>
      <Grid container spacing={2} sx={{ justifyContent: 'center' }}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, md: fourAcross ? 6 : 4, lg: fourAcross ? 3 : 4 }}>
            <Card
              component="article"
              aria-label={plan.name}
              sx={{
                height: '100%',
                position: 'relative',
                borderWidth: plan.isPopular ? 2 : 1,
                borderColor: plan.isPopular ? 'secondary.main' : 'divider',
                overflow: 'visible',
              }}
            >
              {plan.isPopular && (
                <Chip
                  label={T.popular}
                  color="secondary"
                  size="small"
                  sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 700 }}
                />
              )}
              <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%', pt: 3 }}>
                <Typography variant="h6" component="h3" sx={{ textAlign: 'center' }}>
                  {plan.name}
                </Typography>
                <Typography
                  variant="h4"
                  component="p"
                  color="primary"
                  sx={{ textAlign: 'center', fontWeight: 800, my: 1 }}
                >
                  <Money value={plan.price} />
                  <Typography component="span" color="text.secondary">
                    {T.durations[plan.durationType] ?? ''}
                  </Typography>
                </Typography>
                {plan.originalPrice && plan.originalPrice > plan.price ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ textAlign: 'center', textDecoration: 'line-through' }}
                  >
                    {T.before(formatGTQ(plan.originalPrice))}
                  </Typography>
                ) : null}
                {plan.description && (
                  <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
                    {plan.description}
                  </Typography>
                )}
                <Box component="ul" sx={{ pl: 0, my: 2, listStyle: 'none', flexGrow: 1 }}>
                  {plan.features.map((feature) => (
                    <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}>
                      <CheckCircle color="success" sx={{ fontSize: 18 }} />
                      <Typography variant="body2">{feature}</Typography>
                    </Box>
                  ))}
                </Box>
                <Button
                  component={RouterLink}
                  to="/register"
                  variant={plan.isPopular ? 'contained' : 'outlined'}
                  color={plan.isPopular ? 'secondary' : 'primary'}
                  fullWidth
                >
                  {T.choosePlan}
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function Testimonials({ testimonials }: { testimonials: Landing['testimonials'] }) {
  if (testimonials.length === 0) return null;
  return (
    <Section id="testimonios" title={T.testimonialsTitle}>
      <Grid container spacing={2}>
        {testimonials.map((t) => (
          <Grid key={t.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card component="figure" sx={{ height: '100%', m: 0 }}>
              <CardContent>
                <FormatQuote color="primary" aria-hidden />
                <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                  {t.text}
                </Typography>
                <Rating value={t.rating} readOnly size="small" aria-label={T.ratingLabel(t.rating)} sx={{ mt: 1.5 }} />
                <Stack direction="row" spacing={1.5} component="figcaption" sx={{ alignItems: 'center', mt: 1 }}>
                  <Avatar src={t.imageUrl ?? undefined} alt="">
                    {t.name.charAt(0)}
                  </Avatar>
                  <Box>
                    <Typography variant="subtitle2">{t.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t.role}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function WeeklyHours({ schedule }: { schedule: Landing['schedule'] }) {
  if (schedule.length === 0) return null;
  return (
    <Section id="horarios" title={T.scheduleTitle} tinted>
      <Card sx={{ maxWidth: 520, mx: 'auto' }}>
        <Box component="dl" sx={{ m: 0, p: 2 }}>
          {schedule.map((day) => (
            <Box
              key={day.day}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                <AccessTime fontSize="small" color={day.isOpen ? 'primary' : 'disabled'} />
                {day.dayName}
              </Box>
              <Box component="dd" sx={{ m: 0, color: day.isOpen ? 'text.primary' : 'text.secondary' }}>
                {day.isOpen && day.openTime && day.closeTime ? T.openHours(day.openTime, day.closeTime) : T.closed}
              </Box>
            </Box>
          ))}
        </Box>
      </Card>
    </Section>
  );
}

/** Featured products come from the store; if that part fails the section is simply left out. */
function FeaturedProducts() {
  const { data, error } = usePublicQuery(LandingFeaturedProductsDocument, { variables: { limit: FEATURED_PRODUCTS } });
  const products = data?.featuredProducts ?? [];
  if (error || products.length === 0) return null;
  return (
    <Section id="tienda" title={T.storeTitle} subtitle={T.storeSubtitle}>
      <Grid container spacing={2}>
        {products.map((product) => (
          <Grid key={product.id} size={{ xs: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <Link component={RouterLink} to={`/store/product/${product.id}`} underline="none" color="inherit">
                {product.primaryImage ? (
                  <Box
                    component="img"
                    src={product.primaryImage.imageUrl}
                    alt={product.primaryImage.altText ?? product.name}
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                  />
                ) : (
                  <Box sx={{ aspectRatio: '1', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
                    <Storefront color="disabled" fontSize="large" />
                  </Box>
                )}
                <CardContent sx={{ p: 1.5 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {product.name}
                  </Typography>
                  <Typography color="primary" sx={{ fontWeight: 700 }}>
                    <Money value={product.price} />
                  </Typography>
                </CardContent>
              </Link>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button component={RouterLink} to="/store" variant="outlined" startIcon={<Storefront />}>
          {T.goToStore}
        </Button>
      </Box>
    </Section>
  );
}

function Contact({ config }: { config: Landing['config'] }) {
  const { contact } = config;
  const whatsapp = whatsappLink(contact.whatsapp);
  interface Line {
    key: string;
    icon: ReactNode;
    label: string;
    value: string;
    href?: string;
  }
  const lines: Line[] = [];
  if (contact.address)
    lines.push({
      key: 'address',
      icon: <Place />,
      label: T.address,
      value: [contact.address, contact.city].filter(Boolean).join(', '),
    });
  if (contact.phone)
    lines.push({
      key: 'phone',
      icon: <Phone />,
      label: T.phone,
      value: contact.phone,
      href: `tel:${contact.phone.replace(/\s/g, '')}`,
    });
  if (contact.email)
    lines.push({
      key: 'email',
      icon: <Email />,
      label: T.email,
      value: contact.email,
      href: `mailto:${contact.email}`,
    });
  if (lines.length === 0 && !whatsapp) return null;
  return (
    <Section id="contacto" title={T.contactTitle}>
      <Grid container spacing={2} sx={{ justifyContent: 'center' }}>
        {lines.map((line) => (
          <Grid key={line.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Box sx={{ color: 'primary.main', pt: 0.25 }}>{line.icon}</Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2">{line.label}</Typography>
                  {line.href ? (
                    <Link href={line.href} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                      {line.value}
                    </Link>
                  ) : (
                    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {line.value}
                    </Typography>
                  )}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        {whatsapp && (
          <Button
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="success"
            startIcon={<WhatsApp />}
          >
            {T.writeWhatsapp}
          </Button>
        )}
        {contact.mapsUrl && (
          <Button
            href={contact.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<Place />}
          >
            {T.openMap}
          </Button>
        )}
      </Stack>
    </Section>
  );
}

function Footer({ config }: { config: Landing['config'] }) {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, bgcolor: 'grey.900', color: 'grey.100', textAlign: 'center' }}>
      <Container maxWidth="lg">
        {config.social.length > 0 && (
          <Box component="nav" aria-label={T.followUs} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {T.followUs}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
              {config.social.map((entry) => {
                const Icon = SOCIAL_ICONS[entry.platform] ?? Campaign;
                return (
                  <IconButton
                    key={entry.platform}
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={entry.platform}
                    sx={{ color: 'inherit' }}
                  >
                    <Icon />
                  </IconButton>
                );
              })}
            </Stack>
          </Box>
        )}
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {T.rights(new Date().getFullYear(), config.name)}
        </Typography>
      </Container>
    </Box>
  );
}

function LoadingSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true">
      <Skeleton variant="rounded" height={220} />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" height={120} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

const LANDING_LINKS: readonly PublicNavLink[] = [
  { label: T.nav.services, href: '#servicios' },
  { label: T.nav.plans, href: '#planes' },
  { label: T.nav.schedule, href: '#horarios' },
  { label: T.nav.store, to: '/store' },
  { label: T.nav.contact, href: '#contacto' },
];

/** The sections below the hero and the figures, in page order, drawn one per commit. */
const SECTIONS_BELOW: ReadonlyArray<(landing: Landing, config: Landing['config']) => ReactNode> = [
  (landing) => <Services key="services" services={landing.services} />,
  (landing) => <Plans key="plans" plans={landing.plans} />,
  (landing) => <Testimonials key="testimonials" testimonials={landing.testimonials} />,
  (landing) => <WeeklyHours key="hours" schedule={landing.schedule} />,
  () => <FeaturedProducts key="products" />,
  (_landing, config) => <Contact key="contact" config={config} />,
];
const LANDING_SECTIONS = SECTIONS_BELOW.length;

/**
 * The section a link names (/#horarios, shared or bookmarked), brought into view: the browser
 * looked for it when the page loaded, before the section was drawn. Not when the reader has
 * already scrolled.
 */
function scrollToLinkedSection(): void {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  if (!id || window.scrollY > 0) return;
  document.getElementById(id)?.scrollIntoView();
}

/** Public home: the gym's shop window, everything on it edited from /dashboard/admin/website. */
export function LandingPage() {
  const { config: baseConfig } = useGymConfig();
  const { data, loading, error } = usePublicQuery(LandingDocument);
  useFirstScreenReady();
  // The hero and figures first; the sections below the first screen a section per commit after.
  const step = useStagedReveal('landing', LANDING_SECTIONS);
  const whole = step >= LANDING_SECTIONS && Boolean(data);
  useEffect(() => {
    if (whole) scrollToLinkedSection();
  }, [whole]);
  const landing = data?.landingContent;
  // Brand name and colours come from the shared gym config so the theme and the page agree.
  const config: Landing['config'] | null = useMemo(
    () =>
      landing
        ? {
            ...landing.config,
            name: baseConfig.name,
            primaryColor: baseConfig.primaryColor,
            secondaryColor: baseConfig.secondaryColor,
          }
        : null,
    [landing, baseConfig],
  );
  const name = config?.name ?? baseConfig.name;
  // Without the landing bundle the page still shows who the gym is and how to reach it.
  const fallbackConfig: Landing['config'] = {
    ...baseConfig,
    heroImageUrl: null,
    social: [],
    contact: { ...baseConfig.contact, city: null },
  };

  // Each section is kept as an element, so a later step does not render the earlier ones again.
  const sections = useMemo(
    () => (landing && config ? SECTIONS_BELOW.map((section) => section(landing, config)) : []),
    [landing, config],
  );
  const figures = useMemo(() => landing && <Statistics statistics={landing.statistics} />, [landing]);

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        overflowX: 'clip',
      }}
    >
      <title>{name}</title>
      {landing && <PromotionBanner promotions={landing.promotions} />}
      <PublicHeader
        name={name}
        logoUrl={config?.logoUrl ?? baseConfig.logoUrl}
        links={LANDING_LINKS}
        actions={
          <>
            <Button component={RouterLink} to="/login" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
              {T.login}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained" sx={{ whiteSpace: 'nowrap' }}>
              {T.register}
            </Button>
          </>
        }
        compactAction={
          <Button component={RouterLink} to="/login" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {T.login}
          </Button>
        }
      />
      <Box component="main">
        <Hero config={config ?? fallbackConfig} />
        {loading && !landing && <LoadingSkeleton />}
        {error && !landing && (
          <>
            <Container maxWidth="md" sx={{ py: 4 }}>
              <Alert severity="warning">{T.loadError}</Alert>
            </Container>
            <Contact config={fallbackConfig} />
          </>
        )}
        {figures}
        {sections.slice(0, step)}
      </Box>
      {step >= LANDING_SECTIONS && <Footer config={config ?? fallbackConfig} />}
    </Box>
  );
}
