/**
 * Stable query keys. A key starts with the call's name so a whole family can be invalidated:
 * queryClient.invalidateQueries({ queryKey: ['students.getReports'] }).
 */
export const queryKeys = {
  session: () => ['auth.session'] as const,
  config: () => ['server.config'] as const,
  reportFullTypes: () => ['server.report_full_types'] as const,
  programs: () => ['content.programs'] as const,
  procedure: (name: string, input?: unknown) => (input === undefined ? [name] : [name, input]) as readonly unknown[],
  endpoint: (name: string, request?: unknown) => (request === undefined ? [name] : [name, request]) as readonly unknown[],
};
