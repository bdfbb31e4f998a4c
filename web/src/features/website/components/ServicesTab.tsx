import { SERVICE_ICONS, WEBSITE_FIELDS } from '@gym/domain';
import Add from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  AdminServicesDocument,
  useAdminServicesQuery,
  useCreateServiceMutation,
  useDeleteServiceMutation,
  useDuplicateServiceMutation,
  useReorderServicesMutation,
  useToggleServiceMutation,
  useUpdateServiceMutation,
  type AdminServiceFieldsFragment,
} from '../website.generated';
import { iconFor } from '../../landing/icons';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import { featureList, validateService, type Errors, type ServiceForm } from '../validation';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialogActions } from './FormDialogActions';
import { ItemActions } from './ItemActions';
import { ImageUploadField } from './ImageUploadField';
import { SortableList, withDisplayOrder } from './SortableList';

type Service = AdminServiceFieldsFragment;

const EMPTY: ServiceForm = { title: '', description: '', iconName: 'dumbbell', features: '', imageUrl: null };

export function ServiceDialog({
  service,
  open,
  onClose,
}: {
  service: Service | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ServiceForm>(
    service
      ? {
          title: service.title,
          description: service.description ?? '',
          iconName: service.iconName,
          features: service.features.join('\n'),
          imageUrl: service.imageUrl ?? null,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Errors<keyof ServiceForm>>({});
  const refetchQueries = [AdminServicesDocument];
  const [create] = useCreateServiceMutation({ refetchQueries });
  const [update] = useUpdateServiceMutation({ refetchQueries });
  const { run, busy } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateService(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      title: form.title.trim(),
      description: form.description.trim(),
      iconName: form.iconName,
      features: featureList(form.features),
      imageUrl: form.imageUrl ?? '',
    };
    const done = await run(
      async () =>
        service
          ? (await update({ variables: { id: service.id, input } })).data
          : (await create({ variables: { input } })).data,
      service ? T.services.updated : T.services.created,
      T.services.failed,
    );
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="service-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="service-dialog-title">{service ? T.services.editTitle : T.services.new}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.services.title}
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              error={Boolean(errors.title)}
              helperText={errors.title}
              required
              slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.service.title) }}
            />
            <TextField
              label={T.services.description}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              error={Boolean(errors.description)}
              helperText={errors.description}
              multiline
              minRows={2}
              slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.service.description) }}
            />
            <TextField
              select
              label={T.services.icon}
              value={form.iconName}
              onChange={(e) => setForm({ ...form, iconName: e.target.value })}
            >
              {SERVICE_ICONS.map((name) => {
                const Icon = iconFor(name);
                return (
                  <MenuItem key={name} value={name}>
                    <ListItemIcon>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    {name}
                  </MenuItem>
                );
              })}
            </TextField>
            <TextField
              label={T.services.features}
              value={form.features}
              onChange={(e) => setForm({ ...form, features: e.target.value })}
              error={Boolean(errors.features)}
              helperText={errors.features}
              multiline
              minRows={3}
            />
            <ImageUploadField
              kind="service"
              label={T.services.image}
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

export function ServicesTab() {
  const { data } = useAdminServicesQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AdminServicesDocument];
  const [toggle] = useToggleServiceMutation({ refetchQueries });
  const [duplicate] = useDuplicateServiceMutation({ refetchQueries });
  const [remove] = useDeleteServiceMutation({ refetchQueries });
  const [reorder] = useReorderServicesMutation();
  const { run } = useAdminAction();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const services = data?.services ?? [];

  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {T.services.new}
        </Button>
      </div>
      {services.length === 0 && <Typography color="text.secondary">{T.services.empty}</Typography>}
      <SortableList
        items={services}
        label={(s) => s.title}
        onReorder={(next) =>
          void run(
            () =>
              reorder({
                variables: { order: withDisplayOrder(next).map(({ id, displayOrder }) => ({ id, displayOrder })) },
                optimisticResponse: { reorderServices: withDisplayOrder(next) },
                update: (cache, result) => {
                  if (result.data)
                    cache.writeQuery({ query: AdminServicesDocument, data: { services: result.data.reorderServices } });
                },
              }),
            null,
            T.services.failed,
          )
        }
        render={(service) => {
          const Icon = iconFor(service.iconName);
          return (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Avatar src={service.imageUrl ?? undefined} sx={{ bgcolor: 'primary.main' }}>
                <Icon />
              </Avatar>
              <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 120 }}>{service.title}</Typography>
              {!service.isActive && <Chip size="small" label={T.services.inactive} />}
              <ItemActions
                name={service.title}
                isActive={service.isActive}
                onToggle={() => void run(() => toggle({ variables: { id: service.id } }), null, T.services.failed)}
                onEdit={() => setEditing(service)}
                onDuplicate={() =>
                  void run(() => duplicate({ variables: { id: service.id } }), T.services.duplicated, T.services.failed)
                }
                onDelete={() => setDeleting(service)}
              />
            </Stack>
          );
        }}
      />
      {editing && (
        <ServiceDialog
          key={editing === 'new' ? 'new' : editing.id}
          service={editing === 'new' ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        message={deleting ? T.services.confirmDelete(deleting.title) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void run(() => remove({ variables: { id: target.id } }), T.services.deleted, T.services.failed);
        }}
      />
    </Stack>
  );
}
