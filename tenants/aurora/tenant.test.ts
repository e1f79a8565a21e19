// Aurora's brand folder: the shared folder checks (../tenant-checks.ts), then the choices that make
// this brand differ from lotus on purpose, so both paths of each flag stay exercised.
import {
  checkField,
  describeTenantProblems,
  tenantAnnouncementsSeedSchema,
  tenantMissionsSeedSchema,
  tenantPromotionsSeedSchema,
  tenantConfigSchema,
  type TenantConfig,
} from '@portal/contracts';
import { createTheme, unknownTokenPaths } from '@portal/theme';
import { describe, expect, it } from 'vitest';
import { selfTests, tenantFolderChecks, type TenantCheckKit } from '../tenant-checks';
import tenantJson from './tenant.json';

const tenant: TenantConfig = tenantConfigSchema.parse(tenantJson);
const fields = tenant.registration.fields;

const kit: TenantCheckKit = {
  parseTenant: (raw) => {
    const result = tenantConfigSchema.safeParse(raw);
    return result.success
      ? { tenant: result.data }
      : { problems: describeTenantProblems('tenant.json', result.error).split('\n') };
  },
  unknownTokenPaths,
  themeColors: (mode, brand) => createTheme(mode, brand).color,
  announcementSchemaProblems: (raw) => {
    const result = tenantAnnouncementsSeedSchema.safeParse(raw);
    return result.success ? [] : describeTenantProblems('seed/announcements.json', result.error).split('\n');
  },
  promotionSchemaProblems: (raw) => {
    const result = tenantPromotionsSeedSchema.safeParse(raw);
    return result.success ? [] : describeTenantProblems('seed/promotions.json', result.error).split('\n');
  },
  missionSchemaProblems: (raw) => {
    const result = tenantMissionsSeedSchema.safeParse(raw);
    return result.success ? [] : describeTenantProblems('seed/missions.json', result.error).split('\n');
  },
};

describe('aurora brand folder', () => {
  it.each(tenantFolderChecks(import.meta.dirname, kit).map((check) => [check.name, check] as const))(
    '%s',
    (_name, check) => {
      expect(check.problems()).toEqual([]);
    },
  );
});

describe('the folder checks catch a broken copy of aurora', () => {
  it.each(selfTests(import.meta.dirname, kit).map((test) => [test.name, test] as const))('%s', (_name, test) => {
    const problems = test.problems().join('\n');
    for (const expected of test.expected) expect(problems).toContain(expected);
  });
});

describe('aurora brand choices', () => {
  it('is the AUR merchant, English first, with Vietnamese and Indonesian', () => {
    expect(tenant.merchantCode).toBe('AUR');
    expect(tenant.languages).toEqual(['EN', 'VI', 'ID']);
    expect(tenant.defaultLanguage).toBe('EN');
    expect(tenant.defaultCountryCode).toBe('VN');
  });

  it('lets visitors browse and register by username or mobile, with SMS login but no free play', () => {
    expect(tenant.modules).toMatchObject({
      FORCELOGIN3: false,
      FREEPLAY3: false,
      MOBILENUMREG3: true,
      MOBILEVERCODELOGIN3: true,
      RTSALARY3: true,
      HOURSAL3: true,
      REGMOBVERF3: false,
    });
  });

  it('accepts a letter-first username of 6 to 12 letters and digits', () => {
    expect(checkField(fields.username, 'star2026')).toBeNull();
    expect(checkField(fields.username, '2026star')).toMatchObject({ kind: 'pattern', patternId: 1 });
    expect(checkField(fields.username, 'ab12')).toMatchObject({ kind: 'pattern', min: 6, max: 12 });
    expect(checkField(fields.username, 'abcdefghij123')).toMatchObject({ kind: 'pattern' });
  });

  it('wants a password mixing letters and digits', () => {
    expect(checkField(fields.password, 'aurora2026!')).toBeNull();
    expect(checkField(fields.password, 'onlyletters')).toMatchObject({ kind: 'pattern', patternId: 5 });
    expect(checkField(fields.password, '12345678')).toMatchObject({ kind: 'pattern', patternId: 5 });
  });

  it('asks for a payee name and Zalo, both optional, and no LINE', () => {
    expect(fields.payeeName).toMatchObject({ enabled: true, required: false, patternId: 8 });
    expect(checkField(fields.payeeName, '')).toBeNull();
    expect(checkField(fields.payeeName, 'Nguyen Van An')).toBeNull();
    expect(fields.zalo).toMatchObject({ enabled: true, required: false });
    expect(fields.line.enabled).toBe(false);
  });

  it('takes e-mail as optional but still checks its form', () => {
    expect(checkField(fields.email, '')).toBeNull();
    expect(checkField(fields.email, 'player@aurora.example')).toBeNull();
    expect(checkField(fields.email, 'not-an-email')).toMatchObject({ kind: 'pattern', patternId: 3 });
  });
});
