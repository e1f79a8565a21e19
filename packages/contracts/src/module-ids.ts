// Module (feature-flag) ids of the platform's white-label tree (wire notes, "Boot"). The tenant
// configuration turns each on or off; a call whose module is off is not made. No zod in this
// module: the portal's first paint flattens the tree (the schemas are in modules.ts).

export const MODULE_IDS = [
  'COMM3',
  // registration
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'DIRECTREG3',
  'REGMOBVERF3',
  // login, SMS and recovery
  'VERIFICATION3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'PWDEXPFORCECHANGE3',
  'FREEPLAY3',
  'CAPTCHA3',
  'GEETEST3',
  'LOGINIPVERF3',
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  // The third-party SMS route at registration (spec §3 firebaseChannel/firebaseIdToken): an id of ours.
  'FIREBASESMS3',
  // Forced login is a tenant flag the spec names without an id on the platform; this id is ours.
  'FORCELOGIN3',
  // account and member
  'PASS3',
  'PROFPIC3',
  'AFFMAN3',
  'FEEDBACK3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'REWCEN3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  // lobby
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  // agent contracts
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'AGENTPOLICY3',
  // chat
  'CBS3',
  // member centre
  'MYACC',
  'PAYMENTPASS3',
  'SECQUES3',
  'BINDCARD3',
  'BINDEW3',
  'BINDGA3',
  'MAILVERIFICATION3',
  'PERSPAYEE3',
  'PERSMAIL3',
] as const;

export type ModuleId = (typeof MODULE_IDS)[number];
/** Flags as the portal uses them: one boolean per module id (missing = off). */
export type ModuleFlags = Partial<Record<ModuleId, boolean>>;

/** The platform's white-label module tree: `{ modId, enabled: '1' | '0', childrenNodes }`. */
export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: ModuleNode[];
}

const KNOWN_MODULE_IDS: ReadonlySet<string> = new Set(MODULE_IDS);
const isModuleId = (id: string): id is ModuleId => KNOWN_MODULE_IDS.has(id);

/**
 * Flattens the module tree once into flags. A child is on only when it and every ancestor are on.
 * Ids the contract does not know are kept out (the platform may carry more modules than we use).
 */
export function flattenModuleTree(
  nodes: readonly ModuleNode[],
  parentEnabled = true,
  into: ModuleFlags = {},
): ModuleFlags {
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled === '1';
    if (isModuleId(node.modId)) into[node.modId] = enabled;
    if (node.childrenNodes?.length) flattenModuleTree(node.childrenNodes, enabled, into);
  }
  return into;
}

/** The inverse, for a platform that answers with flags: a flat tree of known module ids. */
export function moduleTreeFromFlags(flags: ModuleFlags): ModuleNode[] {
  return MODULE_IDS.map((modId) => ({ modId, enabled: flags[modId] || modId === 'COMM3' ? '1' : '0' }));
}
