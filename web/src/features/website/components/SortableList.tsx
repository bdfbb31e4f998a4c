import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { WEBSITE_TEXTS as T } from '../texts';

/** Moves one item; the result is the new order (ids), handed to the reorder mutation. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...items];
  next.splice(to, 0, moved);
  return next;
}

/** The items numbered in their new order (1-based), as the reorder calls and the optimistic list need. */
export function withDisplayOrder<T extends { id: string }>(items: readonly T[]): Array<T & { displayOrder: number }> {
  return items.map((item, index) => ({ ...item, displayOrder: index + 1 }));
}

/**
 * Drag and drop to reorder (mouse), with up/down buttons for keyboards, screen readers and
 * phones, where native drag and drop is unreliable.
 */
export function SortableList<T extends { id: string }>({
  items,
  onReorder,
  render,
  label,
}: {
  items: readonly T[];
  onReorder: (next: T[]) => void;
  render: (item: T) => ReactNode;
  label: (item: T) => string;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {items.map((item, index) => (
        <Paper
          component="li"
          key={item.id}
          variant="outlined"
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={() => {
            if (dragged !== null && dragged !== index) onReorder(moveItem(items, dragged, index));
            setDragged(null);
          }}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, opacity: dragged === index ? 0.5 : 1 }}
        >
          <DragIndicator
            color="action"
            titleAccess={T.dragHint}
            sx={{ cursor: 'grab', display: { xs: 'none', sm: 'block' } }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{render(item)}</Box>
          <Stack>
            <IconButton
              size="small"
              aria-label={`${T.moveUp}: ${label(item)}`}
              disabled={index === 0}
              onClick={() => onReorder(moveItem(items, index, index - 1))}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`${T.moveDown}: ${label(item)}`}
              disabled={index === items.length - 1}
              onClick={() => onReorder(moveItem(items, index, index + 1))}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
