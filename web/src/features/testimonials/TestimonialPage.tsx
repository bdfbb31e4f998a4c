import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, validateTestimonial, WEBSITE_FIELDS, type TestimonialErrors } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import {
  MyTestimonialsDocument,
  useMyTestimonialsQuery,
  useSubmitTestimonialMutation,
  useUpdateMyTestimonialMutation,
  type MyTestimonialFieldsFragment,
} from './testimonials.generated';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { htmlInputLimits } from '../../shared/field-contract';
import { useNotify } from '../../shared/notify';
import { useAuth } from '../auth/useAuth';
import { TESTIMONIAL_TEXTS as T } from './texts';

const FIELDS = WEBSITE_FIELDS.testimonial;

interface FormValues {
  name: string;
  role: string;
  rating: number | null;
  text: string;
}

function TestimonialForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: FormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: FormValues & { rating: number }) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<TestimonialErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTestimonial(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.rating === null) return;
    setServerError(await onSubmit({ ...values, rating: values.rating }));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}
    >
      <TextField
        label={T.name}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        slotProps={{ htmlInput: htmlInputLimits(FIELDS.name) }}
      />
      <TextField
        label={T.role}
        value={values.role}
        onChange={(e) => setValues({ ...values, role: e.target.value })}
        error={Boolean(errors.role)}
        helperText={errors.role}
        required
        slotProps={{ htmlInput: htmlInputLimits(FIELDS.role) }}
      />
      <Box>
        <Typography component="legend" variant="body2" id="testimonial-rating">
          {T.rating}
        </Typography>
        <Rating
          name="rating"
          value={values.rating}
          onChange={(_e, rating) => setValues({ ...values, rating })}
          getLabelText={(n) => T.stars(n)}
        />
        {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
      </Box>
      <TextField
        label={T.text}
        value={values.text}
        onChange={(e) => setValues({ ...values, text: e.target.value })}
        error={Boolean(errors.text)}
        helperText={errors.text ?? T.counter(values.text.trim().length)}
        multiline
        minRows={4}
        required
        slotProps={{ htmlInput: htmlInputLimits(FIELDS.text) }}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{T.cancel}</Button>}
      </Box>
    </Box>
  );
}

function TestimonialView({ testimonial }: { testimonial: MyTestimonialFieldsFragment }) {
  const published = testimonial.status === 'approved' && testimonial.isActive;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" color={published ? 'success' : 'warning'} label={published ? T.published : T.pending} />
          <Rating value={testimonial.rating} readOnly size="small" getLabelText={(n) => T.stars(n)} />
          <Typography variant="body2" color="text.secondary">
            {formatDate(testimonial.submittedAt)}
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>“{testimonial.text}”</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {testimonial.name} · {testimonial.role}
        </Typography>
      </CardContent>
    </Card>
  );
}

export default function TestimonialPage() {
  const { user } = useAuth();
  const notify = useNotify();
  const { data, loading, error } = useMyTestimonialsQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const options = { refetchQueries: [{ query: MyTestimonialsDocument }], awaitRefetchQueries: true };
  const [submit, { loading: submitting }] = useSubmitTestimonialMutation(options);
  const [update, { loading: updating }] = useUpdateMyTestimonialMutation(options);

  /** Field messages stay on the form; session and server failures are reported globally. */
  const failure = (caught: unknown): string | null => {
    const info = apiErrorInfo(caught);
    return isGlobalError(info) ? null : info.message;
  };

  if (loading && !data) return <Skeleton variant="rounded" height={280} />;
  if (error && !data) return <Alert severity="warning">{T.loadError}</Alert>;
  const mine = data?.myTestimonials;
  const current = mine?.testimonials[0] ?? null;

  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {T.pageTitle}
      </Typography>
      {mine?.thankYouMessage && <Alert severity="success">{mine.thankYouMessage}</Alert>}
      {current && !editing && (
        <>
          <TestimonialView testimonial={current} />
          {current.canEdit && (
            <Box>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {T.edit}
              </Button>
            </Box>
          )}
        </>
      )}
      {current && editing && (
        <TestimonialForm
          initial={{ name: current.name, role: current.role, rating: current.rating, text: current.text }}
          submitLabel={T.save}
          busy={updating}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            try {
              const result = await update({ variables: { id: current.id, input: values } });
              notify.success(result.data?.updateMyTestimonial.message ?? T.save);
              setEditing(false);
              return null;
            } catch (caught) {
              return failure(caught);
            }
          }}
        />
      )}
      {!current && mine?.canSubmitNew && (
        <>
          <Typography color="text.secondary">{T.invite}</Typography>
          <TestimonialForm
            initial={{ name: user ? `${user.firstName} ${user.lastName}` : '', role: '', rating: null, text: '' }}
            submitLabel={T.submit}
            busy={submitting}
            onSubmit={async (values) => {
              try {
                const result = await submit({ variables: { input: values } });
                notify.success(result.data?.submitTestimonial.message ?? T.submit);
                return null;
              } catch (caught) {
                return failure(caught);
              }
            }}
          />
        </>
      )}
    </Stack>
  );
}
