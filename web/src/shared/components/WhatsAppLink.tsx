import { waMeLink } from '@gym/domain';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { SHARED_TEXTS as T } from '../texts';

/**
 * Opens WhatsApp (wa.me) on a person's chat with a message already typed, signed with the gym's
 * configured name; staff read it and send it themselves. Nothing is shown when the phone cannot
 * be one (domain `internationalPhone`).
 */
export function WhatsAppLink({
  phone,
  message,
}: {
  phone: string | null | undefined;
  /** The prefilled text, given the gym's name (domain `WHATSAPP_TEXTS`). */
  message: (gymName: string) => string;
}) {
  const { config } = useGymConfig();
  const href = waMeLink(phone, message(config.name));
  if (!href) return null;
  return (
    <Tooltip title={T.writeOnWhatsApp}>
      <IconButton
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.writeOnWhatsApp}
        size="small"
        color="success"
      >
        <WhatsAppIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
