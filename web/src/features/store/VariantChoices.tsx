import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STORE_TEXTS } from './texts';

/** A product's options (flavour, size): each one's values as chips, the chosen one pressed. */
export function VariantChoices({
  variants,
  chosen,
  onChoose,
  spacing,
}: {
  variants: ReadonlyArray<{ name: string; values: ReadonlyArray<string> }>;
  chosen: Record<string, string>;
  onChoose: (name: string, value: string) => void;
  /** Space above each option (the product page) or below it (the card's dialog). */
  spacing: { mt: number } | { mb: number };
}) {
  return variants.map((variant) => (
    <Box key={variant.name} role="group" aria-label={STORE_TEXTS.chooseOption(variant.name)} sx={spacing}>
      <Typography variant="subtitle2" sx={{ textTransform: 'capitalize', mb: 0.5 }}>
        {variant.name}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {variant.values.map((value) => (
          <Chip
            key={value}
            label={value}
            clickable
            color={chosen[variant.name] === value ? 'primary' : 'default'}
            variant={chosen[variant.name] === value ? 'filled' : 'outlined'}
            aria-pressed={chosen[variant.name] === value}
            onClick={() => onChoose(variant.name, value)}
          />
        ))}
      </Stack>
    </Box>
  ));
}
