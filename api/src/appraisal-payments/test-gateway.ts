// CARD_GATEWAY=test: a gateway that moves no money. Documented test numbers approve or decline;
// any other (valid) number declines, so a real card is never "charged" by mistake.
import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';

/** Test numbers that approve (any future expiry, any CVC of the brand's length). */
const TEST_CARDS_APPROVED: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '5555555555554444': 'mastercard',
  '378282246310005': 'amex',
  '6011111111111117': 'discover',
  '3530111333300000': 'jcb',
};

/** Test numbers that decline, with the gateway's message. */
const TEST_CARDS_DECLINED: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Insufficient funds.',
};

export const NOT_A_TEST_CARD =
  'Card declined: payments are in test mode and accept only the documented test card numbers.';

export function testGateway(): PaymentGateway {
  return {
    name: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const number = request.cardNumber.replace(/\D/g, '');
      const reference = `test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20)}`;
      if (number in TEST_CARDS_APPROVED) return { approved: true, reference, message: 'Approved' };
      const declined = TEST_CARDS_DECLINED[number];
      return {
        approved: false,
        reference: declined ? reference : null,
        message: declined ?? NOT_A_TEST_CARD,
      };
    },
  };
}
