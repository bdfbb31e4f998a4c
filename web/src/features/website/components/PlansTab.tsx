import { FREEZE_FIELDS, MEMBERSHIP_FIELDS, PLAN_DURATIONS } from '@gym/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { AdminPlansDocument, useAdminPlansQuery, useSaveGymPlansMutation } from '../website.generated';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { featureList, validatePlan, type Errors, type PlanForm } from '../validation';

const FIELDS = MEMBERSHIP_FIELDS.plan;

const blank = (): PlanForm => ({
  id: null,
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  durationType: 'monthly',
  features: '',
  isPopular: false,
  isActive: true,
  maxFreezeDaysPerYear: '',
});

export function PlansTab() {
  const { data } = useAdminPlansQuery({ fetchPolicy: 'cache-and-network' });
  const [plans, setPlans] = useState<PlanForm[]>([]);
  const [errors, setErrors] = useState<Errors<keyof PlanForm>[]>([]);
  const [save] = useSaveGymPlansMutation({ refetchQueries: [AdminPlansDocument] });
  const { run, busy } = useAdminAction();

  useEffect(() => {
    if (!data) return;
    setPlans(
      data.allGymPlans.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description ?? '',
        price: String(p.price),
        originalPrice: p.originalPrice ? String(p.originalPrice) : '',
        durationType: p.durationType,
        features: p.features.join('\n'),
        isPopular: p.isPopular,
        isActive: p.isActive,
        maxFreezeDaysPerYear: p.maxFreezeDaysPerYear == null ? '' : String(p.maxFreezeDaysPerYear),
      })),
    );
  }, [data]);

  const change = (index: number, patch: Partial<PlanForm>) =>
    setPlans((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = plans.map(validatePlan);
    setErrors(found);
    if (found.some((e) => Object.keys(e).length)) return;
    await run(
      () =>
        save({
          variables: {
            plans: plans.map((p, index) => ({
              id: p.id,
              name: p.name.trim(),
              description: p.description.trim() || null,
              price: Number(p.price),
              originalPrice: p.originalPrice.trim() ? Number(p.originalPrice) : null,
              durationType: p.durationType,
              features: featureList(p.features),
              isPopular: p.isPopular,
              isActive: p.isActive,
              displayOrder: index + 1,
              maxFreezeDaysPerYear: p.maxFreezeDaysPerYear.trim() ? Number(p.maxFreezeDaysPerYear) : null,
            })),
          },
        }),
      T.plans.saved,
      T.plans.failed,
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
      <Grid container spacing={2}>
        {plans.map((plan, index) => {
          const error = errors[index] ?? {};
          return (
            <Grid key={plan.id ?? `new-${index}`} size={{ xs: 12, md: 6 }}>
              <Card
                component="fieldset"
                aria-label={plan.name || T.plans.add}
                sx={{ m: 0, p: 0, border: 1, borderColor: 'divider' }}
              >
                <CardContent>
                  <Stack spacing={2}>
                    <TextField
                      label={T.plans.name}
                      value={plan.name}
                      onChange={(e) => change(index, { name: e.target.value })}
                      error={Boolean(error.name)}
                      helperText={error.name}
                      slotProps={{ htmlInput: htmlInputLimits(FIELDS.name) }}
                    />
                    <Stack direction="row" spacing={2}>
                      <TextField
                        label={T.plans.price}
                        value={plan.price}
                        onChange={(e) => change(index, { price: e.target.value })}
                        error={Boolean(error.price)}
                        helperText={error.price}
                        slotProps={{ htmlInput: htmlInputLimits(FIELDS.price) }}
                      />
                      <TextField
                        label={T.plans.originalPrice}
                        value={plan.originalPrice}
                        onChange={(e) => change(index, { originalPrice: e.target.value })}
                        error={Boolean(error.originalPrice)}
                        helperText={error.originalPrice}
                        slotProps={{ htmlInput: htmlInputLimits(FIELDS.originalPrice) }}
                      />
                    </Stack>
                    <TextField
                      label={T.plans.maxFreezeDays}
                      value={plan.maxFreezeDaysPerYear}
                      onChange={(e) => change(index, { maxFreezeDaysPerYear: e.target.value })}
                      error={Boolean(error.maxFreezeDaysPerYear)}
                      helperText={error.maxFreezeDaysPerYear ?? T.plans.maxFreezeDaysHelp}
                      slotProps={{
                        htmlInput: { ...htmlInputLimits(FREEZE_FIELDS.maxFreezeDaysPerYear), inputMode: 'numeric' },
                      }}
                    />
                    <TextField
                      select
                      label={T.plans.duration}
                      value={plan.durationType}
                      onChange={(e) => change(index, { durationType: e.target.value })}
                      error={Boolean(error.durationType)}
                      helperText={error.durationType}
                    >
                      {PLAN_DURATIONS.map((d) => (
                        <MenuItem key={d} value={d}>
                          {T.plans.durations[d] ?? d}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      label={T.plans.features}
                      value={plan.features}
                      onChange={(e) => change(index, { features: e.target.value })}
                      error={Boolean(error.features)}
                      helperText={error.features}
                      multiline
                      minRows={2}
                    />
                    <Stack direction="row" spacing={2}>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={plan.isPopular}
                            onChange={(e) => change(index, { isPopular: e.target.checked })}
                          />
                        }
                        label={T.plans.popular}
                      />
                      <FormControlLabel
                        control={
                          <Switch
                            checked={plan.isActive}
                            onChange={(e) => change(index, { isActive: e.target.checked })}
                          />
                        }
                        label={T.plans.active}
                      />
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<Add />}
          disabled={plans.length >= MEMBERSHIP_FIELDS.planCount.max}
          onClick={() => setPlans((list) => [...list, blank()])}
        >
          {T.plans.add}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || plans.length === 0}>
          {busy ? T.saving : T.save}
        </Button>
      </Box>
    </Stack>
  );
}
