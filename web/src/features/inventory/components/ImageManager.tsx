import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { CONTENT_IMAGE_TYPES, STORE_FIELDS } from '@gym/domain';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import {
  useDeleteInventoryImageMutation,
  useReorderInventoryImagesMutation,
  useSetPrimaryInventoryImageMutation,
  useUpdateInventoryImageMutation,
  type InventoryImageFragment,
} from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';

export interface UploadProgress {
  name: string;
  percent: number;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<V>(list: readonly V[], from: number, to: number): V[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface Tile {
  key: string;
  src: string;
  label: string;
  primary: boolean;
  image: InventoryImageFragment | null;
}

function PendingPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Box component="img" src={url} alt={file.name} sx={{ width: '100%', height: 96, objectFit: 'cover' }} />;
}

function AltText({ productId, image }: { productId: string; image: InventoryImageFragment }) {
  const [value, setValue] = useState(image.altText ?? '');
  const [update] = useUpdateInventoryImageMutation();
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (value.trim() === (image.altText ?? '')) return;
    try {
      await update({ variables: { productId, imageId: image.id, input: { altText: value.trim() } } });
      setError(null);
    } catch (failure) {
      setError(apiErrorInfo(failure).message ?? T.images.error);
    }
  };
  return (
    <TextField
      size="small"
      label={T.images.altText}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void save()}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{
        htmlInput: {
          ...htmlInputLimits(STORE_FIELDS.image.altText),
          'aria-label': `${T.images.altText} ${image.displayOrder + 1}`,
        },
      }}
      sx={{ mt: 0.5 }}
    />
  );
}

interface Props {
  /** null while creating: the files wait and are uploaded once the product exists. */
  productId: string | null;
  images: InventoryImageFragment[];
  onImagesChange: (images: InventoryImageFragment[]) => void;
  pending: File[];
  onPendingChange: (files: File[]) => void;
  /** Files chosen; the form uploads them now (editing) or keeps them (creating). */
  onFilesChosen: (files: File[]) => void;
  uploads: UploadProgress[];
  error: string | null;
}

/**
 * A product's gallery: add several (with each file's progress), drag a tile (or use its arrows)
 * to reorder, the star makes it the primary, alt text saved on leaving the field, delete.
 */
export function ImageManager({
  productId,
  images,
  onImagesChange,
  pending,
  onPendingChange,
  onFilesChosen,
  uploads,
  error,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [reorder] = useReorderInventoryImagesMutation();
  const [setPrimary] = useSetPrimaryInventoryImageMutation();
  const [remove] = useDeleteInventoryImageMutation();

  const tiles: Tile[] = productId
    ? images.map((image, index) => ({
        key: image.id,
        src: image.imageUrl,
        label: image.altText || T.images.numbered(index + 1),
        primary: image.isPrimary,
        image,
      }))
    : pending.map((file, index) => ({
        key: `${file.name}-${index}`,
        src: '',
        label: file.name,
        primary: index === 0,
        image: null,
      }));

  const act = async (work: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await work();
    } catch (failure) {
      setActionError(apiErrorInfo(failure).message ?? T.images.error);
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= tiles.length || from === to) return;
    if (!productId) {
      onPendingChange(moved(pending, from, to));
      return;
    }
    const next = moved(images, from, to).map((image, index) => ({ ...image, displayOrder: index }));
    onImagesChange(next);
    void act(async () => {
      const { data } = await reorder({
        variables: {
          productId,
          imageOrders: next.map((image) => ({ imageId: image.id, displayOrder: image.displayOrder })),
        },
      });
      if (data) onImagesChange(data.reorderProductImages.images);
    });
  };

  const makePrimary = (index: number) => {
    const image = images[index];
    if (!productId || !image) {
      move(index, 0);
      return;
    }
    void act(async () => {
      await setPrimary({ variables: { productId, imageId: image.id } });
      onImagesChange(images.map((other) => ({ ...other, isPrimary: other.id === image.id })));
    });
  };

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
  };

  const deleteAt = (index: number) => {
    const image = images[index];
    if (!productId || !image) {
      onPendingChange(pending.filter((_, i) => i !== index));
      return;
    }
    void act(async () => {
      await remove({ variables: { productId, imageId: image.id } });
      const rest = images.filter((other) => other.id !== image.id);
      // The api makes the first remaining image the primary when the primary goes.
      onImagesChange(image.isPrimary ? rest.map((other, i) => ({ ...other, isPrimary: i === 0 })) : rest);
    });
  };

  return (
    <Box component="section" aria-label={T.images.list} sx={{ gridColumn: '1 / -1', mb: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{T.images.title}</Typography>
        <Button size="small" startIcon={<AddPhotoAlternate />} onClick={() => input.current?.click()}>
          {T.images.add}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={CONTENT_IMAGE_TYPES.join(',')}
          aria-label={T.images.add}
          data-testid="product-images-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFilesChosen(files);
          }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {T.images.hint} {productId ? '' : T.images.pendingHint}
      </Typography>
      <Box
        role="list"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, mt: 1 }}
      >
        {tiles.map((tile, index) => (
          <Box
            key={tile.key}
            role="listitem"
            aria-label={tile.primary ? `${T.images.primary}: ${tile.label}` : tile.label}
            draggable
            onDragStart={() => setDragging(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop(index)}
            sx={{
              border: 1,
              borderColor: tile.primary ? 'primary.main' : 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              opacity: dragging === index ? 0.5 : 1,
              cursor: 'grab',
            }}
          >
            {tile.image ? (
              <Box
                component="img"
                src={tile.src}
                alt={tile.label}
                sx={{ width: '100%', height: 96, objectFit: 'cover' }}
              />
            ) : (
              <PendingPreview file={pending[index]!} />
            )}
            <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
              <Tooltip title={tile.primary ? T.images.primary : T.images.makePrimary}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={tile.primary ? T.images.primary : T.images.makePrimary}
                    aria-pressed={tile.primary}
                    onClick={() => !tile.primary && makePrimary(index)}
                  >
                    {tile.primary ? <Star fontSize="small" color="primary" /> : <StarBorder fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
              <IconButton
                size="small"
                aria-label={T.images.moveUp}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowBack fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={T.images.moveDown}
                disabled={index === tiles.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowForward fontSize="small" />
              </IconButton>
              <Box sx={{ flex: 1 }} />
              <IconButton size="small" aria-label={T.images.remove} onClick={() => deleteAt(index)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
            {tile.primary && <Chip size="small" color="primary" label={T.images.primary} sx={{ mx: 0.5, mb: 0.5 }} />}
            {productId && tile.image && (
              <Box sx={{ px: 0.5, pb: 0.5 }}>
                <AltText productId={productId} image={tile.image} />
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {uploads.map((upload) => (
        <Box key={upload.name} sx={{ mt: 1 }}>
          <Typography variant="caption">{T.images.uploading(upload.name, upload.percent)}</Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-label={upload.name} />
        </Box>
      ))}
      {(error ?? actionError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error ?? actionError}
        </Alert>
      )}
    </Box>
  );
}
