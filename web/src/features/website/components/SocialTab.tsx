import { SOCIAL_LABELS, SOCIAL_PLATFORMS, WEBSITE_FIELDS, type SocialPlatform } from '@gym/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  AdminSocialMediaDocument,
  useAdminSocialMediaQuery,
  useSaveSocialMediaMutation,
  useToggleSocialMediaMutation,
} from '../website.generated';
import { useNotify } from '../../../shared/notify';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { validateSocialHandle, validateSocialUrl } from '../validation';

const label = (platform: string) => SOCIAL_LABELS[platform as SocialPlatform] ?? platform;

export function SocialTab() {
  const { data } = useAdminSocialMediaQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AdminSocialMediaDocument];
  const [save] = useSaveSocialMediaMutation({ refetchQueries });
  const [toggle] = useToggleSocialMediaMutation({ refetchQueries });
  const { run, busy } = useAdminAction();
  const notify = useNotify();
  const [platform, setPlatform] = useState<SocialPlatform>('facebook');
  const [url, setUrl] = useState('');
  const [handle, setHandle] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [handleError, setHandleError] = useState<string | null>(null);
  const entries = data?.allSocialMedia ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSocialUrl(url);
    const handleProblem = validateSocialHandle(handle);
    setUrlError(problem);
    setHandleError(handleProblem);
    if (problem || handleProblem) return;
    const result = await run(
      () => save({ variables: { input: { platform, url: url.trim(), handle: handle.trim() || null } } }),
      null,
      T.social.failed,
    );
    if (result?.data) {
      notify.success(result.data.saveSocialMedia.isNew ? T.social.created : T.social.updated);
      setUrl('');
      setHandle('');
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          select
          label={T.social.platform}
          value={platform}
          onChange={(e) => setPlatform(e.target.value as SocialPlatform)}
          sx={{ minWidth: 160 }}
        >
          {SOCIAL_PLATFORMS.map((p) => (
            <MenuItem key={p} value={p}>
              {label(p)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={T.social.url}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={Boolean(urlError)}
          helperText={urlError}
          slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.social.url) }}
        />
        <TextField
          label={T.social.handle}
          value={handle}
          onChange={(e) => setHandle(e.target.value)}
          error={Boolean(handleError)}
          helperText={handleError}
          slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.social.handle) }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}>
          {T.save}
        </Button>
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{T.social.empty}</Typography>
      ) : (
        <List>
          {entries.map((entry) => (
            <ListItem
              key={entry.platform}
              divider
              secondaryAction={
                <Switch
                  edge="end"
                  checked={entry.isActive}
                  slotProps={{ input: { 'aria-label': `${T.active}: ${label(entry.platform)}` } }}
                  onChange={() =>
                    void run(() => toggle({ variables: { platform: entry.platform } }), null, T.social.failed)
                  }
                />
              }
            >
              <ListItemText
                primary={label(entry.platform)}
                secondary={entry.url}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
