// Who the rep card shows: the deal's rep, else the lender's default support contact (spec §9).
import type { DealRep } from '@lender/contracts';

export interface RepContact {
  name: string;
  title: string | null;
  email: string;
  phone: string;
  image: string | null;
}

export const repContact = (
  rep: DealRep | null,
  support: { supportEmail: string; supportPhone: string },
): RepContact =>
  rep ?? {
    name: 'Customer Support',
    title: null,
    email: support.supportEmail,
    phone: support.supportPhone,
    image: null,
  };

/** 'Dana Whitfield' → 'DW' (first and last name), for a rep without a picture. */
export const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
};

/** A tel: link target: digits (and a leading +) only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
