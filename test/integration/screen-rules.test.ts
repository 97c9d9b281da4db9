import { randomUUID } from 'node:crypto';
import { IMPORT_STATUSES } from '../../domain/import/status';
import { retryTarget } from '../../domain/import/runs';
import type { FileImportView } from '../../domain/import/wire';
import { DEMO_INTERMEDIARIES } from '../../local/seed/demo-data';
import { importScreenConfig } from '../../frontend/src/imports/import-config';
import { toolbarState, type DecisionButton, type ToolbarState } from '../../frontend/src/imports/toolbar-rules';
import { putItems } from '../support/local-tables';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

/**
 * The import screen's own rule tables, asked of the API: every action the toolbar hides or
 * disables for an import is refused by the server, and the import is left as it was. A toolbar
 * button added without a line in SERVER_TWINS fails here, so no screen rule goes without its server twin.
 */
let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startTestStack({ esignEnabled: true });
  token = (await stack.tokensFor('broker@example.com')).accessToken;
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await stack?.stop();
});

const ACME = DEMO_INTERMEDIARIES.find((intermediary) => intermediary.id === 101)!;
const SCREEN = importScreenConfig(ACME, true);
const SOURCE_TYPES = [1, 3] as const;

type Call = { readonly method: 'PUT' | 'POST'; readonly path: string; readonly body: Record<string, unknown> };
type Seeded = { readonly id: string; readonly importstatus: number; readonly sourcetype: number; readonly version: number };

const save = (item: Seeded): Call => ({ method: 'PUT', path: `/api/fileimports/${item.id}`, body: { version: item.version, structureddata: '[]' } });
const DECISIONS: Record<DecisionButton, (item: Seeded) => Call> = {
  approve: (item) => ({ method: 'PUT', path: `/api/fileimports/${item.id}`, body: { version: item.version, importstatus: 7 } }),
  sendEsign: (item) => ({
    method: 'POST',
    path: `/api/sendesign/${item.id}`,
    body: {
      version: item.version,
      accountmanager: { firstname: 'Ann', lastname: 'Manager' },
      esigndata: { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' },
    },
  }),
  processRenewal: (item) => ({ method: 'POST', path: `/api/processrenewal/${item.id}`, body: { version: item.version } }),
};

/**
 * Each toolbar field: the server call that is its twin, or why it has none. Every decision is
 * asked, not only the one in the slot, since the slot hides the other two.
 */
const SERVER_TWINS: Record<keyof ToolbarState, ((item: Seeded) => Call[]) | string> = {
  edit: (item) => [save(item)],
  save: 'the twin of edit: a save is the edit sent',
  decision: (item) => (Object.keys(DECISIONS) as DecisionButton[]).map((decision) => DECISIONS[decision](item)),
  decisionEnabled: 'asked with decision',
  reject: (item) => [{ method: 'PUT', path: `/api/fileimports/${item.id}`, body: { version: item.version, importstatus: 10, rejectionreason: 1 } }],
  retry: (item) => [{ method: 'PUT', path: `/api/fileimports/${item.id}`, body: { version: item.version, importstatus: retryTarget(item.importstatus) ?? 7 } }],
  upload: 'creates an import, asked below by source type',
  showManualEntry: 'creates an import, asked below by source type',
  manualEntry: 'creates an import, asked below by source type',
  cancel: 'leaves an edit unsent: no call',
  next: 'which button is primary, not an action',
  why: 'words, not an action',
};

/** Whether the toolbar offers the field's action on this import. */
const offered = (state: ToolbarState, field: keyof ToolbarState) => state[field] === true;

async function seed(importstatus: number, sourcetype: number): Promise<Seeded> {
  const at = new Date().toISOString();
  const item = {
    id: `screen-rules-${randomUUID()}`, importdatetime: at, importstatus, fileformat: 1, productdefinition: 1, sourcetype, sourceid: 101,
    userid: 'seed', username: 'Seed', customercount: 0, rowcount: 0, failurecount: 0, warningcount: 0, version: 1, pagecount: 0,
    audit: [{ at, userid: 'seed', username: 'Seed', action: 'upload', to: importstatus }],
  };
  await putItems(stack, 'fileimports', [item]);
  return item;
}

const view = async (id: string) => (await stack.api<FileImportView>('GET', `/api/fileimports/${id}`, { token })).data;

describe('every action the import toolbar withholds is refused by the API', () => {
  const cases = IMPORT_STATUSES.flatMap((status) => SOURCE_TYPES.map((sourcetype) => [status.name, status.id, sourcetype] as const));

  it.each(cases)('in %s (status %i), source type %i', async (_, importstatus, sourcetype) => {
    const item = await seed(importstatus, sourcetype);
    const state = toolbarState({
      selected: { importstatus, sourcetype, audit: [{ at: new Date().toISOString() }] },
      now: Date.now(),
      mode: 'view',
      dirty: false,
      busy: false,
      esignEnabled: true,
      manualUploadConfigured: true,
      statusName: String,
    });
    const twins = (Object.keys(SERVER_TWINS) as (keyof ToolbarState)[]).flatMap((field) => {
      const twin = SERVER_TWINS[field];
      return typeof twin === 'string' ? [] : [{ field, calls: twin(item) }];
    });
    const key = (call: Call) => `${call.method} ${call.path} ${JSON.stringify(call.body)}`;
    // Approve and Retry send the same request; where the toolbar offers it under one, it is no refusal under the other.
    const offeredCalls = new Set(twins.filter(({ field }) => field !== 'decision' && offered(state, field)).flatMap(({ calls }) => calls.map(key)));
    if (state.decisionEnabled) offeredCalls.add(key(DECISIONS[state.decision](item)));
    const withheld = twins.flatMap(({ calls }) => calls).filter((call) => !offeredCalls.has(key(call)));
    expect(withheld.length).toBeGreaterThan(0);
    for (const call of withheld) {
      const answer = await stack.api(call.method, call.path, { token, body: call.body });
      expect({ call: key(call), refused: [400, 422].includes(answer.status) }).toEqual({ call: key(call), refused: true });
    }
    expect(await view(item.id)).toMatchObject({ importstatus, version: 1 });
  }, 60_000);

  it('takes the actions the toolbar offers on the same imports: Reject where it is enabled, Process Renewal in 12', async () => {
    const rejectable = IMPORT_STATUSES.filter((status) => [1, 2, 3, 4, 5, 6, 11, 12].includes(status.id));
    for (const status of rejectable) {
      const item = await seed(status.id, 1);
      expect((await stack.api('PUT', `/api/fileimports/${item.id}`, { token, body: { version: 1, importstatus: 10, rejectionreason: 1 } })).status).toBe(200);
    }
    const renewal = await seed(12, 3);
    expect((await stack.api('POST', `/api/processrenewal/${renewal.id}`, { token, body: { version: 1 } })).status).toBe(200);
  }, 60_000);
});

describe('the source types the import screen creates are the only ones a broker may', () => {
  it.each([1, 2, 3])('source type %i', async (sourcetype) => {
    const body = { s3key: `101/tests/screen-rules-${sourcetype}.csv`, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype, sourceid: 101 };
    const answer = await stack.api('POST', '/api/fileimports', { token, body });
    expect(answer.status).toBe(sourcetype === SCREEN.sourcetype ? 200 : 400);
  });
});
