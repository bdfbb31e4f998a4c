import { DASHBOARD_PATHS } from '@gym/domain';

export const POS_PATH = DASHBOARD_PATHS.pos;
export const posReceiptPath = (saleId: string) => `${POS_PATH}/receipt/${encodeURIComponent(saleId)}`;
