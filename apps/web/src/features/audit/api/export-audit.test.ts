import { describe, expect, it } from 'vitest';
import { auditExportUrl } from './export-audit';

describe('auditExportUrl', () => {
  it('carries the filters on screen, and only those set', () => {
    expect(auditExportUrl({})).toBe('/api/audit/export');
    expect(
      auditExportUrl({ userid: ' pune.admin ', entity: 'user', entityId: '', from: '2025-03-01' }),
    ).toBe('/api/audit/export?userid=pune.admin&entity=user&from=2025-03-01');
  });

  it('encodes what it sends', () => {
    expect(auditExportUrl({ entityId: 'a&b=c' })).toBe('/api/audit/export?entityId=a%26b%3Dc');
  });
});
