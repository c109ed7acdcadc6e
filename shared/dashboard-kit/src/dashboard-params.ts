/** The query of a dashboard endpoint: one team's figures, or (no teamSeq) every team the user may open. */
export const dashboardParams = (teamSeq: number | undefined) => (teamSeq === undefined ? undefined : { teamSeq });

/** The query keys of the blocks, per team ('all' = the console home). */
export const dashboardKey = (block: string, teamSeq: number | undefined) =>
  ['dashboard', block, teamSeq ?? 'all'] as const;
