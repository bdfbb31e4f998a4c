import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TextField as TextContract } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { useUpdateGymConfigMutation, type WebsiteEditorQuery } from '../website.generated';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { BASIC_FIELDS, validateBasic, type BasicForm, type Errors } from '../validation';
import { ImageUploadField } from './ImageUploadField';
import { sameFields } from '../../../shared/same-fields';
import { useWarnBeforeUnload } from '../../../shared/useWarnBeforeUnload';

type Config = WebsiteEditorQuery['gymConfigEditor'];

function ColorField({
  label,
  contract,
  value,
  error,
  onChange,
}: {
  label: string;
  contract: TextContract;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={`${label} (selector)`}
        value={contract.pattern?.test(value) ? value : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ width: 48, height: 56, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
      />
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: htmlInputLimits(contract) }}
      />
    </Stack>
  );
}

/** Name, texts, images and brand colours, with a live preview of the landing hero. */
export function BasicInfoTab({ config }: { config: Config }) {
  const [saved, setSaved] = useState<BasicForm>(() => ({
    name: config.name,
    tagline: config.tagline ?? '',
    description: config.description ?? '',
    primaryColor: config.primaryColor,
    secondaryColor: config.secondaryColor,
    logoUrl: config.logoUrl ?? null,
    heroImageUrl: config.heroImageUrl ?? null,
  }));
  const [form, setForm] = useState<BasicForm>(saved);
  useWarnBeforeUnload(!sameFields(form, saved));
  const [errors, setErrors] = useState<Errors<keyof BasicForm>>({});
  // useAdminAction refetches the public gym config after the save: the theme recolours the site.
  const [save] = useUpdateGymConfigMutation();
  const { run, busy } = useAdminAction();
  const set = <K extends keyof BasicForm>(key: K, value: BasicForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBasic(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const sent = form;
    const done = await run(
      () =>
        save({
          variables: {
            input: {
              gymName: form.name.trim(),
              gymTagline: form.tagline.trim(),
              gymDescription: form.description.trim(),
              primaryColor: form.primaryColor,
              secondaryColor: form.secondaryColor,
              logoUrl: form.logoUrl ?? '',
              heroImageUrl: form.heroImageUrl ?? '',
            },
          },
        }),
      T.saved,
      T.basic.failed,
    );
    if (done) setSaved(sent);
  };

  return (
    <Grid container spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <TextField
            label={T.basic.name}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            required
            slotProps={{ htmlInput: htmlInputLimits(BASIC_FIELDS.name) }}
          />
          <TextField
            label={T.basic.tagline}
            value={form.tagline}
            onChange={(e) => set('tagline', e.target.value)}
            error={Boolean(errors.tagline)}
            helperText={errors.tagline}
            slotProps={{ htmlInput: htmlInputLimits(BASIC_FIELDS.tagline) }}
          />
          <TextField
            label={T.basic.description}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description}
            multiline
            minRows={3}
            slotProps={{ htmlInput: htmlInputLimits(BASIC_FIELDS.description) }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ColorField
              label={T.basic.primaryColor}
              contract={BASIC_FIELDS.primaryColor}
              value={form.primaryColor}
              error={errors.primaryColor}
              onChange={(v) => set('primaryColor', v)}
            />
            <ColorField
              label={T.basic.secondaryColor}
              contract={BASIC_FIELDS.secondaryColor}
              value={form.secondaryColor}
              error={errors.secondaryColor}
              onChange={(v) => set('secondaryColor', v)}
            />
          </Stack>
          <ImageUploadField
            kind="logo"
            label={T.basic.logo}
            value={form.logoUrl}
            onChange={(url) => set('logoUrl', url)}
          />
          <ImageUploadField
            kind="hero"
            label={T.basic.hero}
            value={form.heroImageUrl}
            onChange={(url) => set('heroImageUrl', url)}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? T.saving : T.save}
            </Button>
          </Box>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {T.basic.preview}
        </Typography>
        <Paper
          role="img"
          aria-label={T.basic.preview}
          data-primary={form.primaryColor}
          sx={{
            p: 3,
            textAlign: 'center',
            color: '#fff',
            background: `linear-gradient(135deg, ${form.primaryColor} 0%, ${form.primaryColor} 55%, ${form.secondaryColor} 100%)`,
          }}
        >
          {form.logoUrl && <Box component="img" src={form.logoUrl} alt="" sx={{ height: 40, mb: 1 }} />}
          <Typography variant="h5" component="p" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {form.name || '—'}
          </Typography>
          {form.tagline && <Typography sx={{ opacity: 0.9 }}>{form.tagline}</Typography>}
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              mt: 2,
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: form.secondaryColor,
              fontWeight: 600,
            }}
          >
            {T.basic.previewButton}
          </Box>
        </Paper>
      </Grid>
    </Grid>
  );
}
