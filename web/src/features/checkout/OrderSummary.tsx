import { formatGTQ } from '@gym/domain';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHECKOUT_TEXTS } from './texts';
import { Money } from '../../shared/components/Money';

interface SummaryProps {
  lines: {
    id: string;
    name: string;
    quantity: number;
    lineTotal: number;
    selectedVariants?: readonly { name: string; value: string }[] | null;
  }[];
  totals: { subtotal: number; taxAmount: number; shippingAmount: number; totalAmount: number };
}

/** Lines and totals: subtotal without VAT, the included IVA, shipping and total (spec §9). */
export function OrderSummary({ lines, totals }: SummaryProps) {
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={strong ? 'h6' : 'body1'}>{label}</Typography>
      <Typography variant={strong ? 'h6' : 'body1'} aria-label={label} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={1} aria-label={CHECKOUT_TEXTS.summary}>
      {lines.map((line) => (
        <Stack key={line.id} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" component="div">
            {line.name} {CHECKOUT_TEXTS.quantityTimes(line.quantity)}
            {line.selectedVariants && line.selectedVariants.length > 0 && (
              <Typography variant="caption" color="text.secondary" component="div">
                {line.selectedVariants.map((option) => `${option.name}: ${option.value}`).join(' · ')}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" sx={{ flexShrink: 0 }}>
            <Money value={line.lineTotal} />
          </Typography>
        </Stack>
      ))}
      <Divider />
      {row(CHECKOUT_TEXTS.subtotal, formatGTQ(totals.subtotal))}
      {row(CHECKOUT_TEXTS.tax, formatGTQ(totals.taxAmount))}
      {row(
        CHECKOUT_TEXTS.shipping,
        totals.shippingAmount === 0 ? CHECKOUT_TEXTS.free : formatGTQ(totals.shippingAmount),
      )}
      <Divider />
      {row(CHECKOUT_TEXTS.total, formatGTQ(totals.totalAmount), true)}
    </Stack>
  );
}
