import { EXCEL_SHEETS, EXPORT_FORMATS } from '@gym/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';
import { reportExportPath } from './reports-export.route';

describe('report exports through the bff (real api)', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const post = (format: string, payload: object, token?: string) =>
    stack.bff.inject({
      method: 'POST',
      url: `/bff/reports/export/${format}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });

  it('streams each file with its type and the spec filename, the bearer forwarded', async () => {
    const signatures: Record<string, string> = { pdf: '%PDF', excel: 'PK', csv: '\uFEFF', json: '{' };
    for (const format of EXPORT_FORMATS) {
      const response = await post(format, { reportType: 'financial', params: { period: 'month' } }, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="reporte-financiero-\\d{4}-\\d{2}-\\d{2}\\.${{ pdf: 'pdf', excel: 'xlsx', csv: 'csv', json: 'json' }[format]}"$`,
        ),
      );
      expect(response.rawPayload.toString('utf8').startsWith(signatures[format]!)).toBe(true);
      const call = stack.apiCalls.findLast((c) => c.url === `/api/reports/export/${format}`);
      expect(call?.method).toBe('POST');
      expect(call?.headers.authorization).toBe(`Bearer ${admin}`);
    }
    const excel = await post('excel', { reportType: 'financial' }, admin);
    expect(excel.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...EXCEL_SHEETS]);
    expect(reportExportPath('excel')).toBe('/bff/reports/export/excel');
  });

  it("passes on the api's refusals: 401 without a session, 403 to staff and members, 422 with the Spanish message", async () => {
    expect((await post('pdf', { reportType: 'financial' })).statusCode).toBe(401);
    const staff = await stack.login('colaborador');
    expect((await post('pdf', { reportType: 'financial' }, staff)).statusCode).toBe(403);
    const badType = await post('pdf', { reportType: 'ventas' }, admin);
    expect(badType.statusCode).toBe(422);
    expect(badType.json().message).toContain('El tipo de reporte debe ser uno de');
    const badFormat = await post('docx', { reportType: 'financial' }, admin);
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().message).toContain('El formato debe ser uno de');
  });
});
