import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { WEBSITE_FIELDS } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { ModerationTestimonialsDocument, useCreateAdminTestimonialMutation } from '../website.generated';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { validateAdminTestimonial, type AdminTestimonialForm, type Errors } from '../validation';
import { FormDialogActions } from './FormDialogActions';
import { ImageUploadField } from './ImageUploadField';

const FIELDS = WEBSITE_FIELDS.adminTestimonial;

const EMPTY: AdminTestimonialForm = { name: '', role: '', text: '', rating: 5, isFeatured: false, imageUrl: null };

/** A testimonial written by the administration (createAdminTestimonial; published without review). */
export function AdminTestimonialDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<AdminTestimonialForm>(EMPTY);
  const [errors, setErrors] = useState<Errors<keyof AdminTestimonialForm>>({});
  const [create] = useCreateAdminTestimonialMutation({
    refetchQueries: [ModerationTestimonialsDocument],
  });
  const { run, busy } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdminTestimonial(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const done = await run(
      async () =>
        (
          await create({
            variables: {
              input: {
                name: form.name.trim(),
                role: form.role.trim(),
                text: form.text.trim(),
                rating: form.rating ?? 0,
                isFeatured: form.isFeatured,
                imageUrl: form.imageUrl,
              },
            },
          })
        ).data,
      T.testimonials.created,
      T.testimonials.createFailed,
    );
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="admin-testimonial-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="admin-testimonial-title">{T.testimonials.newTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.testimonials.name}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
              slotProps={{ htmlInput: htmlInputLimits(FIELDS.name) }}
            />
            <TextField
              label={T.testimonials.role}
              value={form.role}
              onChange={(e) => setForm({ ...form, role: e.target.value })}
              error={Boolean(errors.role)}
              helperText={errors.role}
              required
              slotProps={{ htmlInput: htmlInputLimits(FIELDS.role) }}
            />
            <TextField
              label={T.testimonials.text}
              value={form.text}
              onChange={(e) => setForm({ ...form, text: e.target.value })}
              error={Boolean(errors.text)}
              helperText={errors.text ?? `${form.text.trim().length}/${FIELDS.text.max}`}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: htmlInputLimits(FIELDS.text) }}
            />
            <div>
              <FormLabel id="admin-testimonial-rating" required error={Boolean(errors.rating)}>
                {T.testimonials.rating}
              </FormLabel>
              <Rating
                name="admin-testimonial-rating"
                aria-labelledby="admin-testimonial-rating"
                value={form.rating}
                max={FIELDS.rating.max}
                getLabelText={(value) => T.testimonials.ratingLabel(value)}
                onChange={(_e, value) => setForm({ ...form, rating: value })}
                sx={{ display: 'flex', mt: 0.5 }}
              />
              {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
            </div>
            <FormControlLabel
              control={
                <Switch
                  checked={form.isFeatured}
                  onChange={(e) => setForm({ ...form, isFeatured: e.target.checked })}
                />
              }
              label={T.testimonials.featured}
            />
            <ImageUploadField
              kind="testimonial"
              label={T.testimonials.photo}
              value={form.imageUrl}
              onChange={(url) => setForm({ ...form, imageUrl: url })}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
