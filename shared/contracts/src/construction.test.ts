import * as v from 'valibot';
import {
  BANK_ACCOUNT_MESSAGES,
  BUDGET_UPLOAD_MESSAGES,
  DRAW_MESSAGES,
  MAX_BUDGET_BYTES,
  bankAccountSchema,
  beneficiariesResponseSchema,
  budgetResponseSchema,
  budgetUploadSchema,
  canRequestDraw,
  newDrawBlocker,
  drawLineError,
  drawRequestSchema,
  drawsResponseSchema,
  inspectionEndDate,
  inspectionStartsFor,
  isAbaRoutingNumber,
  itemBalance,
  maskAccountNumber,
  parseDrawAmount,
  sumAmounts,
  totalBudgetBalance,
} from './construction';
import { isIsoDate } from './fieldRules';

describe('inspectionEndDate', () => {
  // 2026-03-16 is a Monday.
  it.each([
    ['Monday', '2026-03-16', '2026-03-18'],
    ['Tuesday', '2026-03-17', '2026-03-19'],
    ['Wednesday', '2026-03-18', '2026-03-20'],
    ['Thursday (ends Saturday → Monday)', '2026-03-19', '2026-03-23'],
    ['Friday (ends Sunday → Monday)', '2026-03-20', '2026-03-23'],
    ['Saturday', '2026-03-21', '2026-03-23'],
    ['Sunday', '2026-03-22', '2026-03-24'],
  ])('%s', (_day, start, end) => {
    expect(inspectionEndDate(start)).toBe(end);
  });
  it('crosses months, years and leap days', () => {
    expect(inspectionEndDate('2026-12-30')).toBe('2027-01-01');
    expect(inspectionEndDate('2028-02-27')).toBe('2028-02-29');
    expect(inspectionEndDate('2026-01-29')).toBe('2026-02-02'); // ends Saturday the 31st
  });
  it('is null for anything but a real YYYY-MM-DD date', () => {
    for (const bad of ['', '2026-02-30', '2026-3-16', '03/16/2026', 'x']) {
      expect(inspectionEndDate(bad)).toBeNull();
    }
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});

describe('draw amounts', () => {
  it('parses digits, commas, dollar signs and one period with at most 2 decimals', () => {
    expect(parseDrawAmount('1234.5')).toBe(1234.5);
    expect(parseDrawAmount('$1,234.56')).toBe(1234.56);
    expect(parseDrawAmount(' 1,000 ')).toBe(1000);
    expect(parseDrawAmount('.5')).toBe(0.5);
    expect(parseDrawAmount('12.')).toBe(12);
    expect(parseDrawAmount('')).toBe(0);
    expect(parseDrawAmount('$')).toBe(0);
    expect(parseDrawAmount('0.1')).toBe(0.1);
  });
  it('refuses letters, signs, a second period and a third decimal', () => {
    for (const bad of ['12a', '-5', '1.2.3', '1.234', '1e5', '+1', '12 000', '€5']) {
      expect(parseDrawAmount(bad)).toBeNull();
    }
  });
  it('totals to the cent', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1000.1, 0.2, 0])).toBe(1000.3);
    expect(sumAmounts([])).toBe(0);
  });
  it('balances: budget − invoiced − pending amount', () => {
    expect(itemBalance({ budget: 1000, invoiced: 300.1, amount: 0.2 })).toBe(699.7);
    expect(itemBalance({ budget: 100, invoiced: 100, amount: 0 })).toBe(0);
    const sublots = [
      { items: [{ balance: 10.1 }, { balance: 0.2 }] },
      { items: [{ balance: 5 }] },
      { items: [] },
    ];
    expect(totalBudgetBalance(sublots)).toBe(15.3);
  });
  it('a line: no negative remaining balance', () => {
    expect(drawLineError({ amount: 100, balance: 100 })).toBeNull();
    expect(drawLineError({ amount: 100.01, balance: 100 })).toBe(DRAW_MESSAGES.negativeLine);
    expect(drawLineError({ amount: -1, balance: 100 })).toBe(DRAW_MESSAGES.negativeLine);
    expect(DRAW_MESSAGES.negativeLine).toBe('Cannot request a negative line item amount*');
    expect(DRAW_MESSAGES.minimumOneLine).toBe(
      'A minimum of one line item is required to submit your draw request*',
    );
  });
});

describe('newDrawBlocker', () => {
  it('says a pending draw first, then a drawn budget', () => {
    expect(newDrawBlocker([{ status: '' }], 0)).toBe('drawPending');
    expect(newDrawBlocker([{ status: 'Complete' }], 0)).toBe('budgetDrawn');
    expect(newDrawBlocker([{ status: 'Complete' }], 0.01)).toBeNull();
  });
});

describe('canRequestDraw', () => {
  it('needs every draw complete and a balance above 0', () => {
    expect(canRequestDraw([], 1)).toBe(true);
    expect(canRequestDraw([{ status: 'Complete' }, { status: 'Funded' }], 0.01)).toBe(true);
    expect(canRequestDraw([{ status: 'Complete' }, { status: '' }], 1000)).toBe(false);
    expect(canRequestDraw([{ status: '  ' }], 1000)).toBe(false);
    expect(canRequestDraw([{ status: 'Complete' }], 0)).toBe(false);
    expect(canRequestDraw([], 0.004)).toBe(false);
    expect(canRequestDraw([], -5)).toBe(false);
  });
});

const request = (overrides: Record<string, unknown> = {}) => ({
  dealid: 'D1010',
  LockboxAccessCode: '1234',
  BeneficiaryId: 'ben-1',
  lineItems: [{ budgetItem: 'item-1', costCode: '01-100', amount: 1500.25, balance: 2000 }],
  inspection_start_date: '2026-03-19',
  inspection_end_date: '2026-03-23',
  ...overrides,
});
const drawIssue = (overrides: Record<string, unknown>) =>
  v.safeParse(drawRequestSchema, request(overrides)).issues?.[0]?.message;
const line = (overrides: Record<string, unknown>) => ({
  lineItems: [{ budgetItem: 'item-1', costCode: '01-100', amount: 10, ...overrides }],
});

describe('drawRequestSchema', () => {
  it('accepts §3 payload with the inspection start date', () => {
    expect(v.parse(drawRequestSchema, request())).toEqual(request());
  });
  it('accepts amounts as the input text', () => {
    const parsed = v.parse(drawRequestSchema, request(line({ amount: '$1,500.25' })));
    expect(parsed.lineItems[0]?.amount).toBe(1500.25);
  });
  it('refuses bad line items with the spec messages', () => {
    expect(drawIssue({ lineItems: [] })).toBe(DRAW_MESSAGES.minimumOneLine);
    expect(drawIssue({ lineItems: undefined })).toBe(DRAW_MESSAGES.minimumOneLine);
    expect(drawIssue(line({ amount: -5 }))).toBe(DRAW_MESSAGES.negativeLine);
    expect(drawIssue(line({ amount: 0 }))).toBe(DRAW_MESSAGES.zeroLine);
    expect(drawIssue(line({ amount: '1.234' }))).toBe(DRAW_MESSAGES.amountFormat);
    expect(drawIssue(line({ amount: 1.234 }))).toBe(DRAW_MESSAGES.amountFormat);
    expect(drawIssue(line({ amount: Number.POSITIVE_INFINITY }))).toBe(DRAW_MESSAGES.amountFormat);
    expect(drawIssue(line({ amount: 1e13 }))).toBe(DRAW_MESSAGES.amountFormat);
    expect(drawIssue(line({ amount: true }))).toBe(DRAW_MESSAGES.amountFormat);
    expect(drawIssue(line({ budgetItem: '' }))).toBe(DRAW_MESSAGES.budgetItem);
    expect(drawIssue(line({ costCode: ' ' }))).toBe(DRAW_MESSAGES.costCode);
    const twice = { budgetItem: 'item-1', costCode: '01-100', amount: 1 };
    expect(drawIssue({ lineItems: [twice, twice] })).toBe(DRAW_MESSAGES.duplicateItem);
  });
  it('lockbox required, at most 6; a beneficiary required', () => {
    expect(drawIssue({ LockboxAccessCode: '' })).toBe(DRAW_MESSAGES.lockboxRequired);
    expect(drawIssue({ LockboxAccessCode: undefined })).toBe(DRAW_MESSAGES.lockboxRequired);
    expect(drawIssue({ LockboxAccessCode: '1234567' })).toBe(DRAW_MESSAGES.lockboxTooLong);
    expect(v.parse(drawRequestSchema, request({ LockboxAccessCode: 'AB12#9' }))).toBeTruthy();
    expect(drawIssue({ BeneficiaryId: '' })).toBe(DRAW_MESSAGES.noBeneficiary);
    expect(drawIssue({ BeneficiaryId: undefined })).toBe(
      'No beneficiary exists - please Add New Account',
    );
  });
  it('the end date is the start plus 2 days, weekend-adjusted', () => {
    expect(drawIssue({ inspection_end_date: '2026-03-21' })).toBe(DRAW_MESSAGES.inspectionEnd);
    expect(drawIssue({ inspection_start_date: '2026-02-30' })).toBe(DRAW_MESSAGES.inspectionStart);
    expect(drawIssue({ inspection_start_date: '' })).toBe(DRAW_MESSAGES.inspectionStart);
    expect(drawIssue({ inspection_end_date: '03/23/2026' })).toBe(DRAW_MESSAGES.inspectionEnd);
  });
  it('accepts §3 payload without the start: the end date alone must end a window (a weekday)', () => {
    const { inspection_start_date: _start, ...spec } = request();
    expect(v.parse(drawRequestSchema, spec)).toEqual(spec);
    expect(drawIssue({ inspection_start_date: undefined })).toBeUndefined();
    // Saturday 2026-03-21 and Sunday 2026-03-22 end no window.
    expect(drawIssue({ inspection_start_date: undefined, inspection_end_date: '2026-03-21' })).toBe(
      DRAW_MESSAGES.inspectionEnd,
    );
    expect(drawIssue({ inspection_start_date: undefined, inspection_end_date: '2026-03-22' })).toBe(
      DRAW_MESSAGES.inspectionEnd,
    );
    expect(drawIssue({ inspection_start_date: undefined, inspection_end_date: undefined })).toBe(
      DRAW_MESSAGES.inspectionEnd,
    );
  });
});

describe('inspectionStartsFor', () => {
  it('answers the starts whose window ends that day', () => {
    expect(inspectionStartsFor('2026-03-23')).toEqual(['2026-03-19', '2026-03-20', '2026-03-21']);
    expect(inspectionStartsFor('2026-03-18')).toEqual(['2026-03-16']);
    expect(inspectionStartsFor('2026-03-17')).toEqual(['2026-03-15']);
    expect(inspectionStartsFor('2026-03-21')).toEqual([]);
    expect(inspectionStartsFor('soon')).toEqual([]);
  });
});

const bank = {
  bank_account_name: 'Ellis Build Co LLC',
  bank_account_number: '000,123,456,789',
  bank_routing_number: '111,000,614',
  bank_account_type: 'Checking',
  bank_name: 'Chase Bank',
  bank_instructions: 'Reference the loan number',
  account_address_street: '221 W 6th St',
  account_address_city: 'Austin',
  account_address_state: 'TX',
  account_address_zip: '78701',
};
const bankIssue = (overrides: Record<string, unknown>) =>
  v.safeParse(bankAccountSchema, { ...bank, ...overrides }).issues?.[0]?.message;

describe('bank account form', () => {
  it('accepts digits and commas and sends the numbers without the commas', () => {
    expect(v.parse(bankAccountSchema, bank)).toEqual({
      ...bank,
      bank_account_number: '000123456789',
      bank_routing_number: '111000614',
    });
  });
  it('checks routing numbers with the ABA checksum', () => {
    for (const good of ['111000614', '114000093', '021000021', '011000015', '122,105,155']) {
      expect(isAbaRoutingNumber(good)).toBe(true);
    }
    for (const bad of ['111000615', '123456789', '12345678', '1234567890', 'abcdefghi']) {
      expect(isAbaRoutingNumber(bad)).toBe(false);
    }
    expect(bankIssue({ bank_routing_number: '111000615' })).toBe(
      BANK_ACCOUNT_MESSAGES.routingChecksum,
    );
    expect(bankIssue({ bank_routing_number: '11100061' })).toBe(
      BANK_ACCOUNT_MESSAGES.routingNumber,
    );
    expect(bankIssue({ bank_routing_number: '111-000-614' })).toBe(
      BANK_ACCOUNT_MESSAGES.routingNumber,
    );
  });
  it('requires every field, non-empty', () => {
    for (const [field, message] of [
      ['bank_account_name', BANK_ACCOUNT_MESSAGES.accountName],
      ['bank_account_number', BANK_ACCOUNT_MESSAGES.accountNumber],
      ['bank_routing_number', BANK_ACCOUNT_MESSAGES.routingNumber],
      ['bank_account_type', BANK_ACCOUNT_MESSAGES.accountType],
      ['bank_name', BANK_ACCOUNT_MESSAGES.bankName],
      ['bank_instructions', BANK_ACCOUNT_MESSAGES.instructions],
      ['account_address_street', BANK_ACCOUNT_MESSAGES.street],
      ['account_address_city', BANK_ACCOUNT_MESSAGES.city],
      ['account_address_state', BANK_ACCOUNT_MESSAGES.state],
      ['account_address_zip', BANK_ACCOUNT_MESSAGES.zip],
    ] as const) {
      expect(bankIssue({ [field]: '  ' })).toBe(message);
      expect(bankIssue({ [field]: undefined })).toBe(message);
    }
  });
  it('zip 5 digits, account numbers 4 to 17 digits, a known type and state', () => {
    expect(bankIssue({ account_address_zip: '7870' })).toBe(BANK_ACCOUNT_MESSAGES.zip);
    expect(bankIssue({ account_address_zip: '78701-1234' })).toBe(BANK_ACCOUNT_MESSAGES.zip);
    expect(bankIssue({ bank_account_number: '123' })).toBe(BANK_ACCOUNT_MESSAGES.accountNumber);
    expect(bankIssue({ bank_account_number: '1'.repeat(18) })).toBe(
      BANK_ACCOUNT_MESSAGES.accountNumber,
    );
    expect(bankIssue({ bank_account_number: '1234 5678' })).toBe(
      BANK_ACCOUNT_MESSAGES.accountNumber,
    );
    expect(bankIssue({ bank_account_type: 'Brokerage' })).toBe(BANK_ACCOUNT_MESSAGES.accountType);
    expect(v.parse(bankAccountSchema, { ...bank, bank_account_type: 'Savings' })).toBeTruthy();
    expect(bankIssue({ account_address_state: 'Texas' })).toBe(BANK_ACCOUNT_MESSAGES.stateInvalid);
  });
  it('masks account numbers', () => {
    expect(maskAccountNumber('000123456789')).toBe('••••6789');
    expect(maskAccountNumber('1,234')).toBe('••••1234');
    const answer = { accounts: [{ id: 'b', ...bank, bank_account_number: '000123456789' }] };
    expect(v.safeParse(beneficiariesResponseSchema, answer).success).toBe(false);
    answer.accounts[0]!.bank_account_number = maskAccountNumber('000123456789');
    expect(v.safeParse(beneficiariesResponseSchema, answer).success).toBe(true);
  });
});

describe('budget upload', () => {
  const upload = (overrides: Record<string, unknown> = {}) =>
    v.safeParse(budgetUploadSchema, {
      opportunityid: 'D1001',
      budgetfilename: 'Budget.xlsx',
      budgetfiledata: Buffer.from('PK\u0003\u0004').toString('base64'),
      ...overrides,
    });
  it('accepts the allowed types only', () => {
    for (const name of ['b.xlsx', 'b.XLS', 'b.xlsm', 'b.csv', 'b.pdf']) {
      expect(upload({ budgetfilename: name }).success).toBe(true);
    }
    for (const name of ['b.docx', 'b.png', 'budget', 'b.exe']) {
      expect(upload({ budgetfilename: name }).issues?.[0]?.message).toBe(
        BUDGET_UPLOAD_MESSAGES.type,
      );
    }
  });
  it('refuses empty, oversize and non-base64 data and a missing deal', () => {
    expect(upload({ budgetfiledata: '' }).issues?.[0]?.message).toBe(BUDGET_UPLOAD_MESSAGES.empty);
    expect(upload({ budgetfiledata: '@@' }).issues?.[0]?.message).toBe(BUDGET_UPLOAD_MESSAGES.data);
    const big = 'A'.repeat(Math.ceil(((MAX_BUDGET_BYTES + 3) * 4) / 3));
    expect(upload({ budgetfiledata: big }).issues?.[0]?.message).toBe(
      BUDGET_UPLOAD_MESSAGES.tooLarge,
    );
    expect(upload({ opportunityid: '' }).issues?.[0]?.message).toBe('A deal id is required.');
  });
});

describe('answer shapes', () => {
  it('budget and draws', () => {
    const item = {
      id: 'i',
      code: '01',
      name: 'Demo',
      budget: 10,
      balance: 5,
      invoiced: 5,
      amount: 0,
    };
    expect(
      v.safeParse(budgetResponseSchema, {
        budget: { sublots: [{ sublot: '1', sublotName: 'Main', items: [item] }], totalBalance: 5 },
      }).success,
    ).toBe(true);
    const drawItem = { budgetItem: 'i', sublot: '1', code: '01', name: 'Demo', value: 5 };
    const draw = {
      id: 'd',
      date: '2026-03-15',
      status: '',
      projectName: 'Cedar',
      sublots: [{ sublot: '1', sublotName: 'Main', items: [drawItem] }],
      items: [drawItem],
    };
    expect(v.safeParse(drawsResponseSchema, { draws: [draw] }).success).toBe(true);
    expect(v.safeParse(drawsResponseSchema, { draws: [{ ...draw, date: 'x' }] }).success).toBe(
      false,
    );
  });
});
