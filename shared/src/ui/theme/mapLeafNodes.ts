/** The same object shape with every leaf replaced by `Leaf` (theme values for a contract). */
export type MapLeafNodes<T, Leaf> = {
  [K in keyof T]: T[K] extends string ? Leaf : MapLeafNodes<T[K], Leaf>;
};
