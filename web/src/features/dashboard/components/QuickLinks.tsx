import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface QuickLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

export function QuickLinks({ title, links }: { title: string; links: QuickLink[] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="nav" aria-label={title}>
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="outlined" startIcon={link.icon}>
              {link.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
