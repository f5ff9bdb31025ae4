// Static migration list: works from source (tsx, jest) and from the esbuild bundle alike.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_accounts';
import * as m0002 from './0002_deals';
import * as m0003 from './0003_construction';
import * as m0004 from './0004_servicing';
import * as m0005 from './0005_sessions';
import * as m0006 from './0006_sign_in_failures';
import * as m0007 from './0007_mail_delivery';
import * as m0008 from './0008_card_idempotency';
import * as m0009 from './0009_loan_lookup';
import * as m0010 from './0010_draw_requests';
import * as m0011 from './0011_beneficiary_order';
import * as m0012 from './0012_servicing_fee';
import * as m0013 from './0013_client_errors';
import * as m0014 from './0014_rate_limits';
import * as m0015 from './0015_client_vitals';
import * as m0016 from './0016_sign_in_failures_by_login';
import * as m0017 from './0017_card_request_hash';
import * as m0018 from './0018_page_loads';

const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_deals': m0002,
  '0003_construction': m0003,
  '0004_servicing': m0004,
  '0005_sessions': m0005,
  '0006_sign_in_failures': m0006,
  '0007_mail_delivery': m0007,
  '0008_card_idempotency': m0008,
  '0009_loan_lookup': m0009,
  '0010_draw_requests': m0010,
  '0011_beneficiary_order': m0011,
  '0012_servicing_fee': m0012,
  '0013_client_errors': m0013,
  '0014_rate_limits': m0014,
  '0015_client_vitals': m0015,
  '0016_sign_in_failures_by_login': m0016,
  '0017_card_request_hash': m0017,
  '0018_page_loads': m0018,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
