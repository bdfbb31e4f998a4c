import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { WEBSITE_FIELDS, type TextField as TextContract } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { useUpdateGymContactMutation, type WebsiteEditorQuery } from '../website.generated';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { validateContact, type ContactForm, type Errors } from '../validation';
import { sameFields } from '../../../shared/same-fields';
import { useWarnBeforeUnload } from '../../../shared/useWarnBeforeUnload';

type Contact = WebsiteEditorQuery['gymConfigEditor']['contact'];

const C = WEBSITE_FIELDS.contact;

const FIELDS: { key: keyof ContactForm; label: string; size: number; type?: string; contract?: TextContract }[] = [
  { key: 'phone', label: T.contact.phone, size: 6, type: 'tel', contract: C.phone },
  { key: 'whatsapp', label: T.contact.whatsapp, size: 6, type: 'tel', contract: C.whatsapp },
  { key: 'email', label: T.contact.email, size: 12, type: 'email', contract: C.email },
  { key: 'address', label: T.contact.address, size: 8, contract: C.address },
  { key: 'city', label: T.contact.city, size: 4, contract: C.city },
  { key: 'mapsUrl', label: T.contact.mapsUrl, size: 12, type: 'url', contract: C.mapsUrl },
  { key: 'lat', label: T.contact.lat, size: 6 },
  { key: 'lng', label: T.contact.lng, size: 6 },
];

export function ContactTab({ contact }: { contact: Contact }) {
  const [saved, setSaved] = useState<ContactForm>(() => ({
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    address: contact.address ?? '',
    city: contact.city ?? '',
    whatsapp: contact.whatsapp ?? '',
    mapsUrl: contact.mapsUrl ?? '',
    lat: contact.location ? String(contact.location.lat) : '',
    lng: contact.location ? String(contact.location.lng) : '',
  }));
  const [form, setForm] = useState<ContactForm>(saved);
  useWarnBeforeUnload(!sameFields(form, saved));
  const [errors, setErrors] = useState<Errors<keyof ContactForm>>({});
  const [save] = useUpdateGymContactMutation();
  const { run, busy } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const coordinate = (value: string) => (value.trim() ? Number(value) : null);
    const sent = form;
    const done = await run(
      () =>
        save({
          variables: {
            input: {
              phone: form.phone.trim(),
              email: form.email.trim(),
              address: form.address.trim(),
              city: form.city.trim(),
              whatsapp: form.whatsapp.trim(),
              mapsUrl: form.mapsUrl.trim(),
              lat: coordinate(form.lat),
              lng: coordinate(form.lng),
            },
          },
        }),
      T.saved,
      T.contact.failed,
    );
    if (done) setSaved(sent);
  };

  return (
    <Grid container spacing={2} component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 720 }}>
      {FIELDS.map((field) => (
        <Grid key={field.key} size={{ xs: 12, sm: field.size }}>
          <TextField
            label={field.label}
            type={field.type ?? 'text'}
            value={form[field.key]}
            onChange={(e) => setForm((f) => ({ ...f, [field.key]: e.target.value }))}
            error={Boolean(errors[field.key])}
            helperText={errors[field.key]}
            slotProps={{ htmlInput: field.contract ? htmlInputLimits(field.contract) : {} }}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? T.saving : T.save}
          </Button>
        </Box>
      </Grid>
    </Grid>
  );
}
