// The documents a form keeps one to a slot (loss draft, extension).

type SlotFiles<S extends string> = Partial<Record<S, File>>;

/** The files kept in the slots other than `slot`. */
export const filesBeside = <S extends string>(files: SlotFiles<S>, slot: S): File[] =>
  Object.entries<File | undefined>(files).flatMap(([other, kept]) =>
    other !== slot && kept ? [kept] : [],
  );

/** `files` without the one kept in `slot`. */
export const withoutSlot = <S extends string>(files: SlotFiles<S>, slot: S): SlotFiles<S> => {
  const next = { ...files };
  delete next[slot];
  return next;
};
