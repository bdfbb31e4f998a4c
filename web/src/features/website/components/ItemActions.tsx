import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { WEBSITE_TEXTS as T } from '../texts';

/**
 * The actions of one item in an editor list (services, counters, promotions): show or hide it,
 * edit, duplicate where the list allows it, delete. Each control names the item it acts on.
 */
export function ItemActions({
  name,
  isActive,
  onToggle,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  name: string;
  isActive: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Switch
        checked={isActive}
        slotProps={{ input: { 'aria-label': `${T.active}: ${name}` } }}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <IconButton aria-label={`${T.edit}: ${name}`} onClick={onEdit}>
        <Edit />
      </IconButton>
      {onDuplicate && (
        <IconButton aria-label={`${T.duplicate}: ${name}`} onClick={onDuplicate}>
          <ContentCopy />
        </IconButton>
      )}
      <IconButton aria-label={`${T.delete}: ${name}`} onClick={onDelete}>
        <Delete />
      </IconButton>
    </Stack>
  );
}
