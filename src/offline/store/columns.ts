/** The column names of a PostgREST select list ("id, titulo, …"), as a union of names. */
export type ColumnsOf<Select extends string> = Select extends `${infer Head}, ${infer Tail}` ? Head | ColumnsOf<Tail> : Select
