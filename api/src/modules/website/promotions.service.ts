import { isPromotionRunning, type Promotion } from '@gym/domain';
import type { Executor } from '../../db/client';
import { getBlock, putBlock } from './content-blocks.service';
import type { PromotionsInput } from './promotions.schemas';

function promotionList(block: unknown): Promotion[] {
  const list = (block as { promotions?: unknown } | null)?.promotions;
  return Array.isArray(list) ? (list as Promotion[]) : [];
}

/** Promotions with a running flag computed on the Guatemala calendar day. */
export async function promotions(db: Executor, now: Date = new Date()) {
  return promotionsWithRunningFlag(await getBlock(db, 'promotions'), now);
}

/** The promotions block's list, each with its running flag. */
export function promotionsWithRunningFlag(block: unknown, now: Date) {
  return promotionList(block).map((p) => ({ ...p, isRunning: isPromotionRunning(p, now) }));
}

export async function savePromotions(db: Executor, list: PromotionsInput['promotions']) {
  await putBlock(db, 'promotions', { promotions: list });
  return promotions(db);
}
