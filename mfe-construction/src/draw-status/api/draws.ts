// POST deals/draws and deals/budget (spec §7): a deal's draws (oldest first) and its budget with
// each item's remaining balance, checked against the contracts' response schemas.
import * as v from 'valibot';
import type { ReadCall } from '@lender/shared';
import {
  budgetResponseSchema,
  drawsResponseSchema,
  type Budget,
  type Draw,
} from '@lender/contracts';

/** The deal's draws, OLDEST FIRST. Not read for funded multifamily. */
export const drawsRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/draws',
  body: { dealid },
});

export const parseDraws = (answer: unknown): Draw[] => v.parse(drawsResponseSchema, answer).draws;

/** The deal's budget: no budget → no sublots and a 0 balance. */
export const budgetRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/budget',
  body: { dealid },
});

export const parseBudget = (answer: unknown): Budget =>
  v.parse(budgetResponseSchema, answer).budget;
