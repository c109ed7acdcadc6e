/** The English texts' type: the Korean object's keys, any string values. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
