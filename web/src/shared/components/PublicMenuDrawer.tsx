import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { navLinkProps, type PublicNavLink } from './public-nav';

export interface PublicMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  name: string;
  label: string;
  links: readonly PublicNavLink[];
  actions: ReactNode;
}

/** The public header's menu on phones (its own chunk: loaded the first time the menu opens). */
export default function PublicMenuDrawer({ open, onClose, name, label, links, actions }: PublicMenuDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label={label} onClick={onClose}>
        <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 800 }} noWrap>
          {name}
        </Typography>
        <List>
          {links.map((link) => (
            <ListItemButton key={link.label} {...navLinkProps(link)}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
          {actions}
        </Stack>
      </Box>
    </Drawer>
  );
}
