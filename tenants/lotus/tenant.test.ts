// Lotus's brand folder: the shared folder checks (../tenant-checks.ts), then the choices that make
// this brand differ from aurora on purpose, so both paths of each flag stay exercised.
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

describe('lotus brand folder', () => {
  it.each(tenantFolderChecks(import.meta.dirname, kit).map((check) => [check.name, check] as const))(
    '%s',
    (_name, check) => {
      expect(check.problems()).toEqual([]);
    },
  );
});

describe('the folder checks catch a broken copy of lotus', () => {
  it.each(selfTests(import.meta.dirname, kit).map((test) => [test.name, test] as const))('%s', (_name, test) => {
    const problems = test.problems().join('\n');
    for (const expected of test.expected) expect(problems).toContain(expected);
  });
});

describe('lotus brand choices', () => {
  it('is the LTS merchant, Thai first, with English', () => {
    expect(tenant.merchantCode).toBe('LTS');
    expect(tenant.languages).toEqual(['TH', 'EN']);
    expect(tenant.defaultLanguage).toBe('TH');
    expect(tenant.defaultCountryCode).toBe('TH');
    expect(tenant.currency).toEqual({ code: 'THB', symbol: '฿' });
  });

  it('forces login, offers free play and username registration only, without SMS login or hourly and real-time salary', () => {
    expect(tenant.modules).toMatchObject({
      FORCELOGIN3: true,
      FREEPLAY3: true,
      DIRECTREG3: true,
      MOBILENUMREG3: false,
      MOBILEVERCODELOGIN3: false,
      CHNGPASSVERIF3: true,
      RTSALARY3: false,
      HOURSAL3: false,
    });
  });

  it('accepts a letter-first username of 5 to 16 letters and digits', () => {
    expect(checkField(fields.username, 'lotus')).toBeNull();
    expect(checkField(fields.username, 'lotusplayer20261')).toBeNull();
    expect(checkField(fields.username, 'lotusplayer202612')).toMatchObject({ kind: 'pattern', min: 5, max: 16 });
    expect(checkField(fields.username, '_lotus')).toMatchObject({ kind: 'pattern', patternId: 1 });
  });

  it('requires e-mail, asks for LINE optionally and no payee name', () => {
    expect(checkField(fields.email, '')).toEqual({ kind: 'required' });
    expect(checkField(fields.email, 'somchai@lotus.example')).toBeNull();
    expect(fields.line).toMatchObject({ enabled: true, required: false });
    expect(checkField(fields.line, 'somchai.t')).toBeNull();
    expect(fields.payeeName.enabled).toBe(false);
  });

  it('takes Thai mobile numbers as digits only', () => {
    expect(checkField(fields.mobileNum, '0812345678')).toBeNull();
    expect(checkField(fields.mobileNum, '081-234-5678')).toMatchObject({ kind: 'pattern', patternId: 6 });
  });
});
