import { formatDate } from '@gym/domain';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ModerationTestimonialsDocument,
  useApproveTestimonialMutation,
  useDeleteTestimonialMutation,
  useModerationTestimonialsQuery,
  useToggleTestimonialActiveMutation,
  useToggleTestimonialFeaturedMutation,
  type AdminTestimonialFieldsFragment,
} from '../website.generated';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { AdminTestimonialDialog } from './AdminTestimonialDialog';
import { ConfirmDialog } from './ConfirmDialog';

type Testimonial = AdminTestimonialFieldsFragment;

export function TestimonialsTab() {
  const { data } = useModerationTestimonialsQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = [ModerationTestimonialsDocument];
  const [approve] = useApproveTestimonialMutation({ refetchQueries });
  const [toggleActive] = useToggleTestimonialActiveMutation({ refetchQueries });
  const [toggleFeatured] = useToggleTestimonialFeaturedMutation({ refetchQueries });
  const [remove] = useDeleteTestimonialMutation({ refetchQueries });
  const { run } = useAdminAction();
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [creating, setCreating] = useState(false);
  const all = data?.moderationTestimonials ?? [];
  const pending = all.filter((t) => t.status === 'pending');
  const approved = all.filter((t) => t.status !== 'pending');
  const stats = data?.testimonialStats;

  const card = (t: Testimonial) => (
    <Card key={t.id} component="article" aria-label={t.name}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t.role} · {formatDate(t.submittedAt)}
            </Typography>
          </div>
          <IconButton aria-label={`${T.delete}: ${t.name}`} onClick={() => setDeleting(t)}>
            <Delete />
          </IconButton>
        </Stack>
        <Rating
          value={t.rating}
          readOnly
          size="small"
          aria-label={T.testimonials.ratingLabel(t.rating)}
          sx={{ my: 1 }}
        />
        <Typography sx={{ fontStyle: 'italic' }}>{t.text}</Typography>
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {t.status === 'pending' ? (
            <Button
              variant="contained"
              onClick={() =>
                void run(() => approve({ variables: { id: t.id } }), T.testimonials.approved, T.testimonials.failed)
              }
            >
              {T.testimonials.approve}
            </Button>
          ) : (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={t.isActive}
                    onChange={() =>
                      void run(() => toggleActive({ variables: { id: t.id } }), null, T.testimonials.failed)
                    }
                  />
                }
                label={T.testimonials.visible}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={t.isFeatured}
                    onChange={() =>
                      void run(() => toggleFeatured({ variables: { id: t.id } }), null, T.testimonials.failed)
                    }
                  />
                }
                label={T.testimonials.featured}
              />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {stats && (
          <Typography color="text.secondary">
            {T.testimonials.stats(stats.pending, stats.approved, stats.averageRating)}
          </Typography>
        )}
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} sx={{ ml: 'auto' }}>
          {T.testimonials.new}
        </Button>
      </Stack>
      <section aria-labelledby="pending-title">
        <Typography id="pending-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {T.testimonials.pendingTitle}
        </Typography>
        {pending.length === 0 ? (
          <Alert severity="success">{T.testimonials.noPending}</Alert>
        ) : (
          <Stack spacing={2}>{pending.map(card)}</Stack>
        )}
      </section>
      <section aria-labelledby="approved-title">
        <Typography id="approved-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {T.testimonials.allTitle}
        </Typography>
        <Stack spacing={2}>{approved.map(card)}</Stack>
      </section>
      {creating && <AdminTestimonialDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        message={deleting ? T.testimonials.confirmDelete(deleting.name) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            void run(() => remove({ variables: { id: target.id } }), T.testimonials.deleted, T.testimonials.failed);
        }}
      />
    </Stack>
  );
}
