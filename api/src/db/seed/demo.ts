// Inserts the demo data set (fixtures.ts) in one transaction.
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../auth/password';
import type {
  Database,
  DealMembersTable,
  DocumentsTable,
  LocChecklistItemsTable,
  PropertiesTable,
  UnderwritingsTable,
} from '../types';
import { buildDeal, type DealRows } from './build-deal';
import { addDays } from './dates';
import {
  ACCOUNTS,
  BENEFICIARIES,
  DEALS,
  DEMO_PASSWORD,
  ENTITIES,
  GUARANTORS,
  REPS,
} from './fixtures';
import { createRng } from './prng';

export interface SeedOptions {
  /** Reference date 'YYYY-MM-DD': histories run up to it. Same anchor, same data. */
  anchor: string;
  scryptLogN: number;
}

const CHECKLIST = [
  'Entity Documents',
  'Personal Financial Statement',
  'Track Record',
  'Credit Authorization',
  'Bank Statements',
];

/** Inserts rows in chunks (keeps each statement's parameter count well under the limit). */
export async function insertChunked<T extends keyof Database & string>(
  trx: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await trx
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely cannot type a generic table insert
      .values(rows.slice(i, i + size) as any)
      .execute();
  }
}

const underwritingStatus = (status: string | null): string | null => {
  if (status === null) return null;
  if (/Denied|Rejected/.test(status)) return 'Declined';
  if (/Approv/.test(status)) return 'Approved';
  if (status === 'Expired') return 'Closed';
  return 'In Review';
};

export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const rng = createRng(20260101);
  const { anchor } = options;
  const hashes = await Promise.all(
    ACCOUNTS.map((account) =>
      account.hasPassword === false ? null : hashPassword(DEMO_PASSWORD, options.scryptLogN),
    ),
  );

  await db.transaction().execute(async (trx) => {
    await insertChunked(
      trx,
      'reps',
      REPS.map((rep) => ({ ...rep })),
    );
    await insertChunked(
      trx,
      'accounts',
      ACCOUNTS.map((account, index) => ({
        id: account.id,
        email: account.email,
        name: account.name,
        password_hash: hashes[index] ?? null,
        account_type: account.accountType,
        is_lead: account.isLead,
        rep_id: account.repId,
        phone: account.phone,
        billing_street: account.billing?.[0] ?? null,
        billing_city: account.billing?.[1] ?? null,
        billing_state: account.billing?.[2] ?? null,
        billing_zip: account.billing?.[3] ?? null,
        ssn_last4: account.ssnLast4 ?? null,
      })),
    );

    await insertChunked(
      trx,
      'borrowing_entities',
      ENTITIES.map(({ id, accountId, name }) => ({ id, account_id: accountId, name })),
    );
    const locs = ENTITIES.flatMap((entity) =>
      entity.locs.map((loc, index) => ({
        id: `loc-${entity.id.slice(3)}-${index + 1}`,
        borrowing_entity_id: entity.id,
        name: loc.name,
        loc_status: loc.status,
        sales_loc_status: loc.salesStatus,
        entity_milestone: loc.milestone,
        application_receipt:
          loc.salesStatus || loc.milestone ? addDays(anchor, -loc.ageDays) : null,
        amount: loc.amount,
        created_at: `${addDays(anchor, -loc.ageDays)}T14:30:00Z`,
      })),
    );
    await insertChunked(trx, 'locs', locs);
    const checklist: Insertable<LocChecklistItemsTable>[] = [];
    const underwritings: Insertable<UnderwritingsTable>[] = [];
    const locFiles: Insertable<DocumentsTable>[] = [];
    for (const loc of locs) {
      const approved = /Approv/.test(loc.loc_status ?? '');
      CHECKLIST.forEach((name, index) => {
        checklist.push({
          id: `${loc.id}-c${index + 1}`,
          loc_id: loc.id,
          name,
          status: approved || rng.chance(0.5) ? 'Complete' : 'Open',
          sort_order: index + 1,
        });
      });
      const uwStatus = underwritingStatus(loc.loc_status);
      if (uwStatus) {
        underwritings.push({
          id: `uw-${loc.id}`,
          loc_id: loc.id,
          name: `UW ${loc.name}`,
          status: uwStatus,
          created_at: loc.created_at,
        });
        locFiles.push({
          id: `doc-${loc.id}`,
          loc_id: loc.id,
          name: 'Operating Agreement.pdf',
          storage_key: `locs/${loc.id}/doc-${loc.id}`,
          content_type: 'application/pdf',
          size_bytes: rng.int(80, 400) * 1024,
          created_at: loc.created_at,
        });
      }
    }
    await insertChunked(trx, 'loc_checklist_items', checklist);
    await insertChunked(trx, 'underwritings', underwritings);

    const accountsById = new Map(ACCOUNTS.map((account) => [account.id, account]));
    const entitiesById = new Map(ENTITIES.map((entity) => [entity.id, entity]));
    const built: DealRows[] = DEALS.map((fixture) => {
      const owner = accountsById.get(fixture.accountId);
      return buildDeal(fixture, {
        rng,
        anchor,
        legalName: owner?.name ?? '',
        entityName: entitiesById.get(fixture.entityId)?.name ?? '',
        repId: owner?.repId ?? null,
      });
    });
    await insertChunked(
      trx,
      'deals',
      built.map((rows) => rows.deal),
    );

    const properties: Insertable<PropertiesTable>[] = [];
    const members: Insertable<DealMembersTable>[] = [];
    const brokerLinks: { account_id: string; deal_id: string }[] = [];
    for (const fixture of DEALS) {
      for (const address of fixture.address
        ? [fixture.address, ...(fixture.extraProperties ?? [])]
        : []) {
        const [street, city, state, zip] = address;
        properties.push({
          deal_id: fixture.id,
          street,
          city,
          state,
          zip,
          property_type: fixture.propertyType,
        });
      }
      const owner = accountsById.get(fixture.accountId);
      const [first = '', ...rest] = (owner?.name ?? '').split(' ');
      members.push({
        deal_id: fixture.id,
        firstname: first,
        lastname: rest.join(' '),
        email: owner?.email ?? null,
        role: 'Primary Borrower',
        status: 'Active',
      });
      const [gFirst = '', gLast = ''] = rng.pick(GUARANTORS).split(' ');
      members.push({
        deal_id: fixture.id,
        firstname: gFirst,
        lastname: gLast,
        email: `${gFirst}.${gLast}@example.com`.toLowerCase(),
        role: 'Guarantor',
        status: rng.chance(0.7) ? 'Active' : 'Invited',
      });
      for (const broker of fixture.brokers ?? []) {
        brokerLinks.push({ account_id: broker, deal_id: fixture.id });
        const account = accountsById.get(broker);
        const [bFirst = '', ...bRest] = (account?.name ?? '').split(' ');
        members.push({
          deal_id: fixture.id,
          firstname: bFirst,
          lastname: bRest.join(' '),
          email: account?.email ?? null,
          role: 'Broker',
          status: 'Active',
        });
      }
    }
    await insertChunked(trx, 'properties', properties);
    await insertChunked(trx, 'deal_members', members);
    await insertChunked(trx, 'broker_deals', brokerLinks);

    await insertChunked(
      trx,
      'budgets',
      built.flatMap((rows) => (rows.budget ? [rows.budget] : [])),
    );
    await insertChunked(
      trx,
      'budget_sublots',
      built.flatMap((rows) => rows.sublots),
    );
    await insertChunked(
      trx,
      'budget_items',
      built.flatMap((rows) => rows.items),
    );
    await insertChunked(
      trx,
      'beneficiaries',
      BENEFICIARIES.map(({ accountId, ...bank }) => ({ ...bank, account_id: accountId })),
    );
    await insertChunked(
      trx,
      'draws',
      built.flatMap((rows) => rows.draws),
    );
    await insertChunked(
      trx,
      'draw_items',
      built.flatMap((rows) => rows.drawItems),
    );
    await insertChunked(
      trx,
      'payments',
      built.flatMap((rows) => rows.payments),
    );
    await insertChunked(trx, 'documents', [
      ...locFiles,
      ...built.flatMap((rows) => rows.documents),
    ]);
    await insertChunked(
      trx,
      'uploaded_budgets',
      built.flatMap((rows) => rows.uploadedBudgets),
    );
    await trx
      .insertInto('audit_log')
      .values({
        action: 'seed.demo',
        entity: 'database',
        details: JSON.stringify({ anchor, deals: DEALS.length }),
      })
      .execute();
  });
}
