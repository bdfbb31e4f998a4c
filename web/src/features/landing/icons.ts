import AttachMoney from '@mui/icons-material/AttachMoney';
import Bolt from '@mui/icons-material/Bolt';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Favorite from '@mui/icons-material/Favorite';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import People from '@mui/icons-material/People';
import Schedule from '@mui/icons-material/Schedule';
import Star from '@mui/icons-material/Star';
import TrackChanges from '@mui/icons-material/TrackChanges';
import TrendingUp from '@mui/icons-material/TrendingUp';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type SvgIcon from '@mui/material/SvgIcon';

type SvgIconComponent = typeof SvgIcon;

/** The spec's icon names (statistics use PascalCase, services lowercase) drawn with MUI icons. */
const ICONS: Record<string, SvgIconComponent> = {
  users: People,
  award: WorkspacePremium,
  trophy: EmojiEvents,
  star: Star,
  trendingup: TrendingUp,
  heart: Favorite,
  dumbbell: FitnessCenter,
  activity: MonitorHeart,
  target: TrackChanges,
  calendar: CalendarMonth,
  clock: Schedule,
  zap: Bolt,
  checkcircle: CheckCircle,
  check: CheckCircle,
  dollarsign: AttachMoney,
};

export function iconFor(name: string | null | undefined): SvgIconComponent {
  return ICONS[(name ?? '').toLowerCase()] ?? FitnessCenter;
}

/** Spec colour schemes onto the MUI palette ('danger' is MUI's error). */
export function paletteOf(
  scheme: string | null | undefined,
): 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info' {
  switch (scheme) {
    case 'secondary':
    case 'success':
    case 'warning':
    case 'info':
      return scheme;
    case 'danger':
      return 'error';
    default:
      return 'primary';
  }
}
