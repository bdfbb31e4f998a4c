import {
  COLOR_SCHEMES,
  STATISTIC_DEFAULTS,
  STATISTIC_ICONS,
  STATISTIC_SUFFIXES,
  statKeyFromLabel,
  WEBSITE_FIELDS,
  formatNumber,
} from '@gym/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  AdminStatisticsDocument,
  useAdminStatisticsQuery,
  useCreateStatisticMutation,
  useDeleteStatisticMutation,
  useReorderStatisticsMutation,
  useToggleStatisticMutation,
  useUpdateStatisticMutation,
  type AdminStatisticFieldsFragment,
} from '../website.generated';
import { iconFor, paletteOf } from '../../landing/icons';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { validateStatisticForm, type Errors, type StatisticForm } from '../validation';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialogActions } from './FormDialogActions';
import { ItemActions } from './ItemActions';
import { SortableList, withDisplayOrder } from './SortableList';

type Statistic = AdminStatisticFieldsFragment;

export function StatisticDialog({ statistic, onClose }: { statistic: Statistic | null; onClose: () => void }) {
  const [form, setForm] = useState<StatisticForm>(
    statistic
      ? {
          label: statistic.label,
          statValue: String(statistic.statValue),
          valueSuffix: statistic.valueSuffix,
          iconName: statistic.iconName,
          colorScheme: statistic.colorScheme,
          description: statistic.description ?? '',
        }
      : {
          label: '',
          statValue: '',
          valueSuffix: STATISTIC_DEFAULTS.valueSuffix,
          iconName: STATISTIC_DEFAULTS.iconName,
          colorScheme: STATISTIC_DEFAULTS.colorScheme,
          description: '',
        },
  );
  const [errors, setErrors] = useState<Errors<keyof StatisticForm>>({});
  const refetchQueries = [AdminStatisticsDocument];
  const [create] = useCreateStatisticMutation({ refetchQueries });
  const [update] = useUpdateStatisticMutation({ refetchQueries });
  const { run, busy } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateStatisticForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      label: form.label.trim(),
      statValue: Number(form.statValue),
      valueSuffix: form.valueSuffix,
      iconName: form.iconName,
      colorScheme: form.colorScheme,
      description: form.description.trim() || null,
    };
    const done = await run(
      async () =>
        statistic
          ? (await update({ variables: { id: statistic.id, input } })).data
          : (await create({ variables: { input } })).data,
      statistic ? T.statistics.updated : T.statistics.created,
      T.statistics.failed,
    );
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="statistic-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="statistic-dialog-title">{statistic ? T.statistics.editTitle : T.statistics.new}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.statistics.label}
              value={form.label}
              onChange={(e) => {
                setForm({ ...form, label: e.target.value });
                setErrors(({ label: _fixed, ...rest }) => rest);
              }}
              error={Boolean(errors.label)}
              helperText={errors.label ?? T.statistics.keyPreview(statistic?.statKey ?? statKeyFromLabel(form.label))}
              required
              slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.statistic.label) }}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={T.statistics.value}
                value={form.statValue}
                onChange={(e) => setForm({ ...form, statValue: e.target.value })}
                error={Boolean(errors.statValue)}
                helperText={errors.statValue}
                slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.statistic.statValue) }}
                required
              />
              <TextField
                select
                label={T.statistics.suffix}
                value={form.valueSuffix}
                onChange={(e) => setForm({ ...form, valueSuffix: e.target.value })}
                sx={{ minWidth: 120 }}
              >
                {STATISTIC_SUFFIXES.map((suffix) => (
                  <MenuItem key={suffix || 'none'} value={suffix}>
                    {suffix || T.statistics.noSuffix}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Box>
              <Typography variant="subtitle2" id="icon-picker-label">
                {T.statistics.icon}
              </Typography>
              <ToggleButtonGroup
                exclusive
                aria-labelledby="icon-picker-label"
                value={form.iconName}
                onChange={(_e, value: string | null) => value && setForm({ ...form, iconName: value })}
                sx={{ flexWrap: 'wrap' }}
              >
                {STATISTIC_ICONS.map((name) => {
                  const Icon = iconFor(name);
                  return (
                    <ToggleButton key={name} value={name} aria-label={name} size="small">
                      <Icon fontSize="small" />
                    </ToggleButton>
                  );
                })}
              </ToggleButtonGroup>
              {errors.iconName && <FormHelperText error>{errors.iconName}</FormHelperText>}
            </Box>
            <Box>
              <Typography variant="subtitle2" id="color-picker-label">
                {T.statistics.color}
              </Typography>
              <Stack
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
                role="radiogroup"
                aria-labelledby="color-picker-label"
              >
                {COLOR_SCHEMES.map((scheme) => (
                  <Chip
                    key={scheme}
                    role="radio"
                    aria-checked={form.colorScheme === scheme}
                    label={T.statistics.colors[scheme] ?? scheme}
                    color={paletteOf(scheme)}
                    variant={form.colorScheme === scheme ? 'filled' : 'outlined'}
                    onClick={() => setForm({ ...form, colorScheme: scheme })}
                  />
                ))}
              </Stack>
            </Box>
            <TextField
              label={T.statistics.description}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              error={Boolean(errors.description)}
              helperText={errors.description}
              slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.statistic.description) }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function StatisticsTab() {
  const { data } = useAdminStatisticsQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AdminStatisticsDocument];
  const [toggle] = useToggleStatisticMutation({ refetchQueries });
  const [remove] = useDeleteStatisticMutation({ refetchQueries });
  const [reorder] = useReorderStatisticsMutation();
  const { run } = useAdminAction();
  const [editing, setEditing] = useState<Statistic | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Statistic | null>(null);
  const statistics = data?.statistics ?? [];

  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {T.statistics.new}
        </Button>
      </div>
      {statistics.length === 0 && <Typography color="text.secondary">{T.statistics.empty}</Typography>}
      <SortableList
        items={statistics}
        label={(s) => s.label}
        onReorder={(next) =>
          void run(
            () =>
              reorder({
                variables: { order: withDisplayOrder(next).map(({ id, displayOrder }) => ({ id, displayOrder })) },
                optimisticResponse: { reorderStatistics: withDisplayOrder(next) },
                update: (cache, result) => {
                  if (result.data)
                    cache.writeQuery({
                      query: AdminStatisticsDocument,
                      data: { statistics: result.data.reorderStatistics },
                    });
                },
              }),
            null,
            T.statistics.failed,
          )
        }
        render={(stat) => {
          const Icon = iconFor(stat.iconName);
          return (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Icon color={paletteOf(stat.colorScheme)} />
              <Typography sx={{ fontWeight: 700 }}>
                {formatNumber(stat.statValue)}
                {stat.valueSuffix}
              </Typography>
              <Typography sx={{ flexGrow: 1, minWidth: 120 }}>{stat.label}</Typography>
              <ItemActions
                name={stat.label}
                isActive={stat.isActive}
                onToggle={() => void run(() => toggle({ variables: { id: stat.id } }), null, T.statistics.failed)}
                onEdit={() => setEditing(stat)}
                onDelete={() => setDeleting(stat)}
              />
            </Stack>
          );
        }}
      />
      {editing && (
        <StatisticDialog
          key={editing === 'new' ? 'new' : editing.id}
          statistic={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        message={deleting ? T.statistics.confirmDelete(deleting.label) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            void run(() => remove({ variables: { id: target.id } }), T.statistics.deleted, T.statistics.failed);
        }}
      />
    </Stack>
  );
}
