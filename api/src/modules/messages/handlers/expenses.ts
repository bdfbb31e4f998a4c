import { EXPENSE_CATEGORY_LABELS, formatBusinessDate, formatGTQ, type ExpenseCategory } from '@gym/domain';
import { eq } from 'drizzle-orm';
import { expenses } from '../../../db/schema/index';
import { onEvent } from '../../../events/handler';
import { appLink, queueMessages } from '../compose';
import { activeAdmins } from '../recipients';

/** An expense waiting for approval, to every admin. */
export const expenseWaitsForApproval = onEvent(
  'expense.submitted',
  'messages.expense-pending',
  async (event, context) => {
    const [expense] = await context.db.select().from(expenses).where(eq(expenses.id, event.payload.expenseId));
    if (!expense || expense.status !== 'pending') return;
    for (const admin of await activeAdmins(context.db)) {
      await queueMessages(context, {
        kind: 'expense_pending',
        to: admin.email,
        userId: admin.userId,
        sourceId: event.id,
        content: {
          subject: `Gasto por aprobar: ${expense.title} (${formatGTQ(expense.amount)})`,
          preheader: `${EXPENSE_CATEGORY_LABELS[expense.category as ExpenseCategory] ?? expense.category} · ${formatBusinessDate(expense.expenseDate)}`,
          title: 'Un gasto espera tu aprobación',
          paragraphs: [`Hola, ${admin.firstName}. Se registró un gasto que necesita tu aprobación.`],
          facts: [
            ['Concepto', expense.title],
            ['Categoría', EXPENSE_CATEGORY_LABELS[expense.category as ExpenseCategory] ?? expense.category],
            ['Proveedor', expense.vendor ?? '—'],
            ['Fecha', formatBusinessDate(expense.expenseDate)],
            ['Monto', formatGTQ(expense.amount)],
          ],
          button: { label: 'Revisar gastos', url: appLink(context, '/dashboard/expenses') },
        },
      });
    }
  },
);
