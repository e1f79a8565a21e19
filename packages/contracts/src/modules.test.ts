import { describe, expect, it } from 'vitest';
import { flattenModuleTree, moduleTreeFromFlags } from './module-ids';

describe('flattenModuleTree', () => {
  it('turns the tree into flags, a child on only when its ancestors are on', () => {
    const flags = flattenModuleTree([
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [
          { modId: 'DIRECTREG3', enabled: '1' },
          { modId: 'MOBILENUMREG3', enabled: '0' },
        ],
      },
      { modId: 'VERIFICATION3', enabled: '0', childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1' }] },
    ]);
    expect(flags).toEqual({
      REG3: true,
      DIRECTREG3: true,
      MOBILENUMREG3: false,
      VERIFICATION3: false,
      MOBILEVERCODELOGIN3: false,
    });
  });
  it('ignores module ids the contract does not know', () => {
    expect(flattenModuleTree([{ modId: 'SOMETHINGNEW9', enabled: '1' }])).toEqual({});
  });
  it('round-trips flags through a flat tree', () => {
    const flags = flattenModuleTree(moduleTreeFromFlags({ CBS3: true, FREEPLAY3: false }));
    expect(flags.CBS3).toBe(true);
    expect(flags.FREEPLAY3).toBe(false);
    expect(flags.COMM3).toBe(true);
  });
});
